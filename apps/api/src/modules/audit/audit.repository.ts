import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AuditLogTable } from '../../db/schema.js';
import { containsText } from '../../lib/admin-list.js';

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

export function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return filtered(db, filter)
    .select([
      'auditLog.id',
      'auditLog.actorId',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.summary',
      'auditLog.createdAt',
    ])
    .orderBy('auditLog.createdAt', order)
    .orderBy('auditLog.id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];

export async function countAuditEntries(db: Executor, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
