import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { OutboxEmailsTable } from '../../db/schema.js';

export type OutboxRow = Selectable<OutboxEmailsTable>;

export async function insertOutboxEmail(db: Executor, row: Insertable<OutboxEmailsTable>): Promise<void> {
  await db.insertInto('outboxEmails').values(row).execute();
}

export function listOutboxEmails(db: Executor, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outboxEmails')
    .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
