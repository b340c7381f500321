import type { AuditEntry, AuditListQuery, Paged } from '@coursewise/contract';
import type { Executor, UnitOfWork } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import * as repo from './audit.repository.js';

export interface AuditRecord {
  /** The admin who made the change (null for start-up or a script). */
  actorId: string | null;
  /** A short verb: `create`, `update`, `delete`, `publish`, `refund`, `revoke`… */
  action: string;
  /** What kind of thing changed: `user`, `course`, `review`… */
  entity: string;
  entityId: string | null;
  /** In words, for the log's reader: "Disabled ann@example.com". Cut to 500 characters. */
  summary: string;
}

/**
 * Records one admin write in the write's own unit of work (`inTransaction`), so the entry exists exactly
 * when the change does, and the request knows it was audited (an admin write without one is refused).
 */
export async function recordAudit(uow: UnitOfWork, entry: AuditRecord): Promise<void> {
  await insertEntry(uow.trx, entry);
  uow.noteAudit();
}

async function insertEntry(db: Executor, entry: AuditRecord): Promise<void> {
  await repo.insertAuditEntry(db, {
    id: newId(),
    actorId: entry.actorId,
    action: entry.action.slice(0, 40),
    entity: entry.entity.slice(0, 60),
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 500),
    createdAt: nowIso(),
  });
}

/** The security events the audit log keeps, under the entity `security`. */
export type SecurityAction =
  | 'signin'
  | 'signin-failed'
  | 'lockout'
  | 'signout'
  | 'signout-all'
  | 'admin-refused'
  | 'personal-data-read';

export interface SecurityEvent {
  action: SecurityAction;
  /** The account it concerns (the one signing in, refused or reading); null when none is known. */
  userId: string | null;
  /** The client address; kept in the summary. */
  ip: string | null;
  /** In words: "Signed in", "GET /api/admin/users". */
  summary: string;
}

/** What the log's writer needs: Fastify's logger or any pino-like one. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

// A summary carries request text (a URL, an email); control and bidi characters would break PostgreSQL
// (a NUL) or the reading of the log, so they are shown as U+FFFD.
const unreadable = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

// Without the app's logger (a script), errors still reach stderr.
const consoleLog: ErrorLog = {
  error: (details, message) => console.error(message, details),
};

/**
 * Records a security event as one audit entry (`entity: 'security'`, the user as actor and entity id).
 * It never fails its caller: an error is logged and swallowed. Call it with the database, not inside a
 * transaction: there a failed statement would still end the whole PostgreSQL transaction.
 */
export async function recordSecurityEvent(
  db: Executor,
  event: SecurityEvent,
  log: ErrorLog = consoleLog,
): Promise<void> {
  // Cut before the address is added, so the 500-character cap never drops the address.
  const from = (event.ip ?? 'an unknown address').slice(0, 60);
  const summary = `${event.summary.slice(0, 420)} (from ${from})`.replace(unreadable, '\uFFFD');
  try {
    await insertEntry(db, {
      actorId: event.userId,
      action: event.action,
      entity: 'security',
      entityId: event.userId,
      summary,
    });
  } catch (error) {
    log.error(
      { err: error, event: { action: event.action, userId: event.userId, summary } },
      'could not record a security event',
    );
  }
}

/**
 * The actors' email and name by id (the account module's `accountLabelsByIds`, passed in by the admin
 * routes: account records audit entries, so audit cannot import it).
 */
export type ActorLabels = (
  db: Executor,
  ids: string[],
) => Promise<Map<string, { email: string; name: string | null }>>;

function toAuditEntry(row: repo.AuditEntryRow, actors: Awaited<ReturnType<ActorLabels>>): AuditEntry {
  const actor = row.actorId ? actors.get(row.actorId) : undefined;
  return {
    id: row.id,
    actor: row.actorId && actor ? { id: row.actorId, email: actor.email, name: actor.name } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt,
  };
}

/** A page of the audit log, newest first, filtered by entity, entity id, actor or words of the summary. */
export async function listAudit(
  db: Executor,
  query: AuditListQuery,
  actorLabels: ActorLabels,
): Promise<Paged<AuditEntry>> {
  const window = listWindow(query, { createdAt: 'auditLog.createdAt' });
  const filter = {
    entity: query.entity,
    entityId: query.entityId,
    actorId: query.actorId,
    search: query.search,
  };
  const { rows, total } = await repo.listAuditEntries(db, filter, window);
  const actors = await actorLabels(
    db,
    rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
  );
  return pagedOf(
    window,
    rows.map((row) => toAuditEntry(row, actors)),
    total,
  );
}
