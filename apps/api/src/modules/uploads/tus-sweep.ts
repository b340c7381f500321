import { tusUploadLifetimeMs } from '@coursewise/contract';
import type { TusStaging } from './tus-staging.js';

/** How often abandoned uploads are looked for. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the staged uploads older than their lifetime, as of `now` (injected, so
 * a test moves the clock instead of waiting a day); answers how many went. In S3 the store lists its
 * own multipart uploads (ListMultipartUploads) and judges their age by the bucket's clock.
 */
export async function sweepAbandonedUploads(staging: TusStaging, now: () => number): Promise<number> {
  const ids = await staging.list();
  if (ids === null) return staging.store.deleteExpired();
  let removed = 0;
  for (const id of ids) {
    const upload = await staging.store.getUpload(id).catch(() => null);
    if (!upload?.creation_date) continue;
    // A finished upload is moved out at once; one still here past its day failed to be stored.
    const expiresAt = Date.parse(upload.creation_date) + tusUploadLifetimeMs;
    if (expiresAt > now()) continue;
    // Another instance's sweep may have removed it first.
    await staging.store.remove(id).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}

/** Runs the sweep every hour on this instance (started with the app, stopped on close). */
export class AbandonedUploadSweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly staging: TusStaging,
    private readonly log: { error(details: object, message: string): void },
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.runOnce(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** One sweep unless one is running; its failure is logged, never thrown into the timer. */
  runOnce(): Promise<unknown> {
    this.running ??= sweepAbandonedUploads(this.staging, this.now)
      .catch((error: unknown) => this.log.error({ err: error }, 'the abandoned upload sweep failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
