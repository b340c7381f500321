import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AuditLogTable } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

export async function insertAuditEntry(db: Executor, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(row).execute();
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorId?: string;
  search?: string;
}

/** Entries matching the filter (the actors' labels come from the account module, by id). */
function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (filter.entity) query = query.where('auditLog.entity', '=', filter.entity);
  if (filter.entityId) query = query.where('auditLog.entityId', '=', filter.entityId);
  if (filter.actorId) query = query.where('auditLog.actorId', '=', filter.actorId);
  const search = filter.search?.trim();
  if (search) query = query.where(containsText('auditLog.summary', search));
  return query;
}

/** A page of the entries matching the filter, by date, and their count. */
export function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  window: ListWindow<'auditLog.createdAt'>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) =>
      query
        .select([
          'auditLog.id',
          'auditLog.actorId',
          'auditLog.action',
          'auditLog.entity',
          'auditLog.entityId',
          'auditLog.summary',
          'auditLog.createdAt',
        ])
        .orderBy(column, order)
        .orderBy('auditLog.id', order),
    window,
  );
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];
