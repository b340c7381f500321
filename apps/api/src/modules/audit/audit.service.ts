import type { AuditEntry, AuditListQuery, Paged } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import { pageWindow, sortColumn } from '../../lib/admin-list.js';
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
 * Records one admin write. Call it with the write's own transaction, so the entry exists exactly when
 * the change does.
 */
export async function recordAudit(db: Executor, entry: AuditRecord): Promise<void> {
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

function toAuditEntry(row: repo.AuditEntryRow): AuditEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    actor: row.actorId && row.email ? { id: row.actorId, email: row.email, name } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    createdAt: row.createdAt,
  };
}

/** A page of the audit log, newest first, filtered by entity, entity id, actor or words of the summary. */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<Paged<AuditEntry>> {
  const { page, limit, offset } = pageWindow(query);
  const { order } = sortColumn(query, { createdAt: 'createdAt' });
  const filter = {
    entity: query.entity,
    entityId: query.entityId,
    actorId: query.actorId,
    search: query.search,
  };
  const [rows, total] = await Promise.all([
    repo.listAuditEntries(db, filter, order, limit, offset),
    repo.countAuditEntries(db, filter),
  ]);
  return { items: rows.map(toAuditEntry), page, limit, total };
}
