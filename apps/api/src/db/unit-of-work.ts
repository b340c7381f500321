import type { Transaction } from 'kysely';
import { countCommittedWork } from './request-unit-of-work.js';
import type { Database } from './schema.js';

/** A user's token version after a change, or null when the account is gone. */
export type RevokedVersion = number | null;

/**
 * Where after-commit effects land: the app's caches and queue (`ctx.effects`, built in app.ts). The
 * services never call these themselves; they declare effects to a unit of work (boundary-tested).
 */
export interface EffectTargets {
  catalogueCache: { invalidate(): void };
  mailQueue: { kick(): void };
  tokenVersions: { revoke(userId: string, version: RevokedVersion): Promise<void> };
  sessions: { revoke(sessionId: string, version: null): Promise<void> };
  /** Live delivery of notifications written in the transaction (the notifications module's hub). */
  notifications: { deliver(notificationIds: readonly string[]): Promise<void> };
  log: { error(details: object, message: string): void };
}

/**
 * One transaction's duties: what must happen once it commits (and never if it rolls back), and the
 * audit entries written in it. Obtained from `inTransaction`; a nested `inTransaction` joining the
 * transaction gets the same object, so effects are run once, by the outermost.
 */
export class UnitOfWork {
  private targets: EffectTargets | null;
  private invalidatesCatalogue = false;
  private kicksMail = false;
  private readonly revokedVersions = new Map<string, RevokedVersion>();
  private readonly endedSessions = new Set<string>();
  private readonly notificationIds: string[] = [];
  private audits = 0;
  private unchanged = 0;

  constructor(
    /** The transaction the work writes in. */
    readonly trx: Transaction<Database>,
    targets: EffectTargets | null,
  ) {
    this.targets = targets;
  }

  /** Public catalogue answers change: cleared (here and on every instance) once, after the commit. */
  invalidateCatalogue(): void {
    this.need('invalidateCatalogue');
    this.invalidatesCatalogue = true;
  }

  /** Mail was queued in this transaction: the queue is woken after the commit, when the job exists. */
  kickMail(): void {
    this.need('kickMail');
    this.kicksMail = true;
  }

  /** The user's token version rose (or the account went): every instance refuses older tokens. */
  revokeTokens(userId: string, version: RevokedVersion): void {
    this.need('revokeTokens');
    const known = this.revokedVersions.get(userId);
    // Versions only grow; a deleted account (null) outranks any version.
    const highest = known === null || version === null ? null : Math.max(known ?? version, version);
    this.revokedVersions.set(userId, highest);
  }

  /** A session ended: every instance refuses its tokens. */
  endSession(sessionId: string): void {
    this.need('endSession');
    this.endedSessions.add(sessionId);
  }

  /** Notifications were written in this transaction: they reach their users' open streams after the commit. */
  deliverNotifications(ids: readonly string[]): void {
    this.need('deliverNotifications');
    this.notificationIds.push(...ids);
  }

  /** Counts an audit entry written in this transaction (the audit module's `recordAudit` calls it). */
  noteAudit(): void {
    this.audits += 1;
  }

  /** Declares that this write changed nothing, so it has nothing to audit (an admin write's check accepts it). */
  noteNoChange(): void {
    this.unchanged += 1;
  }

  /** Joining with the app's targets gives a transaction opened without them its effects. */
  adopt(targets: EffectTargets | null): void {
    this.targets ??= targets;
  }

  /**
   * Runs the effects once the outermost transaction has committed. A failure is logged, never thrown:
   * the change is committed and the answer must say so (caches also expire, queued mail is retried).
   */
  async committed(): Promise<void> {
    countCommittedWork(this.audits, this.unchanged);
    const targets = this.targets;
    if (!targets) return;
    const runs: Array<[string, () => Promise<void> | void]> = [];
    for (const [userId, version] of this.revokedVersions) {
      runs.push(['revoke tokens', () => targets.tokenVersions.revoke(userId, version)]);
    }
    for (const sessionId of this.endedSessions) {
      runs.push(['end a session', () => targets.sessions.revoke(sessionId, null)]);
    }
    if (this.invalidatesCatalogue)
      runs.push(['invalidate the catalogue', () => targets.catalogueCache.invalidate()]);
    if (this.kicksMail) runs.push(['kick the mail queue', () => targets.mailQueue.kick()]);
    if (this.notificationIds.length > 0)
      runs.push(['deliver notifications', () => targets.notifications.deliver(this.notificationIds)]);
    const results = await Promise.allSettled(runs.map(async ([, run]) => run()));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        targets.log.error({ err: result.reason }, `after a commit, could not ${runs[index]?.[0]}`);
      }
    });
  }

  // An effect declared where no app's targets are known would be lost: refuse it while the work can still roll back.
  private need(effect: string): void {
    if (!this.targets) {
      throw new Error(
        `${effect}: open the transaction with the app's effects, inTransaction(db, ctx.effects, work)`,
      );
    }
  }
}
