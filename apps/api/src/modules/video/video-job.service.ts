import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { type JobData, JobInterrupted, type JobLog } from '../../lib/jobs/job-queue.js';
import { UnreadableVideo } from '../../lib/video/probe.js';
import { processVideo } from '../../lib/video/process-video.js';
import { ToolAborted, ToolFailed } from '../../lib/video/run-tool.js';
import { TOOLS_MISSING } from '../../lib/video/video-tools.js';
import { fillVideoDuration } from '../courses/outline-records.service.js';
import { minutesOf, resumeVideoProcessing, VIDEO_QUEUE } from './video.service.js';
import * as repo from './video-assets.repository.js';

type JobDeps = Pick<AppContext, 'db' | 'effects' | 'privateStorage' | 'videoTools'>;

/** Progress is stored at most this often (ffmpeg reports several times a second). */
const PROGRESS_EVERY_MS = 1000;

/** Why a run failed, in words an operator can act on (the asset keeps it; the console shows it). */
export function failureReason(error: unknown): string {
  if (error instanceof UnreadableVideo) return error.message;
  if (error instanceof ToolFailed) {
    const last = error.stderr.trim().split('\n').pop() ?? '';
    return `ffmpeg could not convert this video${last ? `: ${last.slice(0, 300)}` : ''}`;
  }
  if (
    (error as NodeJS.ErrnoException).code === 'ENOENT' &&
    (error as NodeJS.ErrnoException).syscall?.startsWith('spawn')
  ) {
    return TOOLS_MISSING;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Processing failed: ${message.slice(0, 300)}`;
}

/**
 * The video job: probe, transcode the ladder, poster and strip, store them; then the asset is ready
 * and every chapter playing the video takes its length. A failure is recorded on the asset with its
 * reason; an interruption (this instance closing) leaves it processing for the next run.
 */
export async function runVideoJob(
  ctx: JobDeps,
  assetId: string,
  signal: AbortSignal,
  log: JobLog,
): Promise<void> {
  const asset = await repo.findAssetById(ctx.db, assetId);
  if (asset?.status !== 'processing') return;
  const fail = async (reason: string) => {
    const at = nowIso();
    await repo.updateAsset(ctx.db, assetId, {
      status: 'failed',
      error: reason,
      updatedAt: at,
      finishedAt: at,
    });
    log.warn({ assetId, reason }, 'A video could not be processed');
  };
  if (!ctx.videoTools) return fail(TOOLS_MISSING);
  let stored = asset.progress;
  let storedAt = 0;
  let writes = Promise.resolve();
  const onProgress = (done: number) => {
    const percent = Math.min(99, Math.floor(done * 100));
    if (percent <= stored || Date.now() - storedAt < PROGRESS_EVERY_MS) return;
    stored = percent;
    storedAt = Date.now();
    writes = writes
      .then(() => repo.setAssetProgress(ctx.db, assetId, percent, nowIso()))
      .catch(() => undefined);
  };
  try {
    const result = await processVideo({
      tools: ctx.videoTools,
      storage: ctx.privateStorage,
      sourceKey: asset.sourceKey,
      outputPrefix: `hls/${assetId}`,
      signal,
      onProgress,
      onProbed: (probed) =>
        repo.updateAsset(ctx.db, assetId, {
          durationSeconds: probed.durationSeconds,
          width: probed.width,
          height: probed.height,
          updatedAt: nowIso(),
        }),
    });
    await writes;
    await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
      const at = nowIso();
      await repo.updateAsset(trx, assetId, {
        status: 'ready',
        progress: 100,
        error: null,
        renditions: JSON.stringify(result.renditions),
        updatedAt: at,
        finishedAt: at,
      });
      if (await fillVideoDuration(trx, asset.sourceKey, minutesOf(result.durationSeconds), at)) {
        uow.invalidateCatalogue();
      }
    });
  } catch (error) {
    await writes;
    if (signal.aborted || error instanceof ToolAborted) throw new JobInterrupted();
    await fail(failureReason(error));
  }
}

/** Runs this instance's video jobs and queues the ones a stopped process left (at start-up). */
export function startVideoWorker(ctx: JobDeps & Pick<AppContext, 'jobs'>, log: JobLog): void {
  ctx.jobs.work(VIDEO_QUEUE, (data: JobData, signal) => runVideoJob(ctx, data.assetId ?? '', signal, log));
  // In the background: start-up never waits on the queue.
  resumeVideoProcessing(ctx)
    .then((resumed) => {
      if (resumed > 0) log.info(`Video processing: ${resumed} video(s) queued again after a restart`);
    })
    .catch((error: unknown) => log.error({ err: error }, 'Videos left processing could not be queued again'));
}
