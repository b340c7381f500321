import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
}

export async function insertOutboxEmail(db: Kysely<Database>, row: OutboxRow): Promise<void> {
  await db.insertInto('outboxEmails').values(row).execute();
}

export function listOutboxEmails(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outboxEmails')
    .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
