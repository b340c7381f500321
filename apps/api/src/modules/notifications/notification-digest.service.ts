import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { findAccountById } from '../account/account-records.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { notificationDigestEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './notifications.repository.js';
import { toNotification } from './notifications.service.js';

/** A notification unread this long is mailed in the next digest. */
export const DIGEST_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often an instance looks for digests to send. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;
/** How many notifications one digest lists (the rest are counted). */
const DIGEST_ITEMS_MAX = 20;
const USERS_PER_PASS = 100;

export type DigestDeps = Pick<AppContext, 'db' | 'effects' | 'config'>;

/**
 * Mails each user (with the digest on) one digest of their notifications that stayed unread for a
 * day and were never mailed, and marks them mailed in the same transaction as the queued mail: a
 * notification is mailed at most once, even with several instances running this at the same time
 * (the claiming update decides). `now` is the clock (tests pass one). Answers how many mails it queued.
 */
export async function sendNotificationDigests(ctx: DigestDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MS).toISOString();
  let mailed = 0;
  const seen = new Set<string>();
  for (;;) {
    const users = (await repo.listDigestUsers(ctx.db, cutoff, USERS_PER_PASS)).filter((id) => !seen.has(id));
    if (users.length === 0) return mailed;
    for (const userId of users) {
      seen.add(userId);
      if (await sendDigest(ctx, userId, cutoff)) mailed += 1;
    }
  }
}

async function sendDigest(ctx: DigestDeps, userId: string, cutoff: string): Promise<boolean> {
  return inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const rows = await repo.claimDigest(trx, userId, cutoff, nowIso());
    const account = await findAccountById(trx, userId);
    // A deleted account's notifications are marked mailed too, so they are never looked at again.
    if (rows.length === 0 || !account || account.deletedAt) return false;
    const { siteName } = await getEditableSettings(trx);
    const base = ctx.config.publicUrl;
    const items = rows
      .slice(0, DIGEST_ITEMS_MAX)
      .map(toNotification)
      .map((n) => ({ kind: n.kind, data: n.data, url: `${base}${n.link}` }));
    const more = rows.length - items.length;
    await queueMail(
      trx,
      notificationDigestEmail(
        account.email,
        { items, more, notificationsUrl: `${base}/notifications` },
        siteName,
        recipientLocale(account.locale),
      ),
    );
    uow.kickMail();
    return true;
  });
}

/** Runs the digest every DIGEST_EVERY_MS on this instance (started with the app, stopped on close). */
export class NotificationDigestTimer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly ctx: DigestDeps,
    private readonly log: { error(details: object, message: string): void },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = sendNotificationDigests(this.ctx)
        .catch((error: unknown) => this.log.error({ err: error }, 'the notification digest failed'))
        .finally(() => {
          this.running = null;
        });
    }, DIGEST_EVERY_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
