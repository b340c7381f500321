import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { MailJobsTable } from '../../db/schema.js';

export type MailJobRow = Selectable<MailJobsTable>;

export async function insertMailJob(db: Executor, row: Insertable<MailJobsTable>): Promise<void> {
  await db.insertInto('mailJobs').values(row).execute();
}

/** Several jobs in one statement (the caller keeps each batch to a size both engines bind). */
export async function insertMailJobs(db: Executor, rows: Insertable<MailJobsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('mailJobs').values(rows).execute();
}

/** Queued jobs, oldest first, leaving out those this run already tried. */
export function listQueuedJobs(db: Executor, limit: number, skip: string[]): Promise<MailJobRow[]> {
  let query = db
    .selectFrom('mailJobs')
    .selectAll()
    .where('status', '=', 'queued')
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit);
  if (skip.length > 0) query = query.where('id', 'not in', skip);
  return query.execute();
}

/** Takes a queued job for sending; false when another dispatcher (or instance) took it first. */
export async function claimJob(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mailJobs')
    .set((eb) => ({ status: 'sending', claimedAt: at, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markJobSent(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('mailJobs')
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where('id', '=', id)
    .execute();
}

export async function markJobFailed(
  db: Executor,
  id: string,
  status: 'queued' | 'failed',
  error: string,
): Promise<void> {
  await db.updateTable('mailJobs').set({ status, lastError: error }).where('id', '=', id).execute();
}

/** Jobs left `sending` by a process that stopped mid-send go back in the queue. */
export async function requeueStaleClaims(db: Executor, claimedBefore: string): Promise<number> {
  const result = await db
    .updateTable('mailJobs')
    .set({ status: 'queued' })
    .where('status', '=', 'sending')
    .where('claimedAt', '<', claimedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
