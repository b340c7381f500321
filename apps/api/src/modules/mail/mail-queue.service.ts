import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import * as repo from './mail-jobs.repository.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The outbox pattern for mail that belongs to a transaction (receipts, refunds): `queueMail` writes the
 * message in the caller's transaction, so it exists exactly when the order does; `MailQueue` sends it
 * after the commit, and at start-up sends whatever a stopped process left. A job is claimed before it
 * is sent, so two dispatchers (or instances) never send the same one.
 */

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const RETRY_AFTER_MS = 60_000;
/** A claim this old belongs to a process that stopped mid-send. */
const STALE_CLAIM_MS = 10 * 60_000;

/** Writes the message into the queue; pass the transaction it belongs to. */
export async function queueMail(db: Executor, message: MailMessage): Promise<void> {
  // mail_jobs has no Reply-To column: refuse rather than send the mail without it.
  if (message.replyTo) throw new Error('Mail with a Reply-To is sent directly, not queued');
  await repo.insertMailJob(db, {
    id: newId(),
    toAddress: message.to,
    subject: message.subject.slice(0, 300),
    textBody: message.text,
    htmlBody: message.html,
    status: 'queued',
    createdAt: nowIso(),
    claimedAt: null,
    sentAt: null,
    lastError: null,
  });
}

/** Rows per insert when queueing many mails: 10 columns each stays far below SQLite's bound-variable cap. */
const INSERT_BATCH = 100;

/**
 * Writes many messages into the queue (a course's announcement to each of its learners) in batched
 * inserts; pass the transaction they belong to. Same rules as `queueMail`.
 */
export async function queueMails(db: Executor, messages: readonly MailMessage[]): Promise<void> {
  const createdAt = nowIso();
  for (let start = 0; start < messages.length; start += INSERT_BATCH) {
    const rows = messages.slice(start, start + INSERT_BATCH).map((message) => {
      if (message.replyTo) throw new Error('Mail with a Reply-To is sent directly, not queued');
      return {
        id: newId(),
        toAddress: message.to,
        subject: message.subject.slice(0, 300),
        textBody: message.text,
        htmlBody: message.html,
        status: 'queued' as const,
        createdAt,
        claimedAt: null,
        sentAt: null,
        lastError: null,
      };
    });
    await repo.insertMailJobs(db, rows);
  }
}

export class MailQueue {
  private running: Promise<void> | null = null;
  private runAgain = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** At start-up: puts abandoned claims back in the queue and sends everything queued. */
  async start(): Promise<void> {
    const requeued = await repo.requeueStaleClaims(this.db, isoIn(-STALE_CLAIM_MS));
    if (requeued > 0) this.log.warn({ requeued }, 'mail left mid-send by a stopped process is queued again');
    await this.dispatch();
  }

  /** Sends queued mail in the background: call it once the transaction that queued mail has committed. */
  kick(): void {
    void this.dispatch();
  }

  /** Sends every queued job. A call during a run makes that run go round once more; it never throws. */
  dispatch(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once no run is in progress (tests wait on it before reading the mailbox). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.idle();
  }

  private async loop(): Promise<void> {
    do {
      this.runAgain = false;
      try {
        if (await this.sendQueued()) this.scheduleRetry();
      } catch (error) {
        this.log.error({ err: error }, 'the mail queue could not be read');
        this.scheduleRetry();
      }
    } while (this.runAgain && !this.closed);
  }

  /** One pass over the queue; answers whether some mail failed and waits for a retry. */
  private async sendQueued(): Promise<boolean> {
    const tried: string[] = [];
    let failures = false;
    while (!this.closed) {
      const jobs = await repo.listQueuedJobs(this.db, BATCH, tried);
      if (jobs.length === 0) break;
      for (const job of jobs) {
        tried.push(job.id);
        if (this.closed || !(await repo.claimJob(this.db, job.id, nowIso()))) continue;
        try {
          await this.mailer.send({
            to: job.toAddress,
            subject: job.subject,
            text: job.textBody,
            html: job.htmlBody,
          });
          await repo.markJobSent(this.db, job.id, nowIso());
        } catch (error) {
          const attempts = job.attempts + 1;
          const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
          failures ||= status === 'queued';
          const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
          this.log.error({ err: error, mailJob: job.id, attempts }, 'mail could not be sent');
          await repo.markJobFailed(this.db, job.id, status, reason.slice(0, 1000));
        }
      }
    }
    return failures;
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, RETRY_AFTER_MS);
    this.retryTimer.unref();
  }
}
