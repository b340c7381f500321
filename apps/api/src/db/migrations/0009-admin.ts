import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The admin core: disabled accounts, handled contact messages, and the audit log of admin writes.
 * The audit log keeps the actor as a plain id (no foreign key): an entry must outlive anything it names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('disabled_at', t.timestamp).execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', t.timestamp).execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity', 'varchar(60)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_recent').on('audit_log').columns(['created_at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'created_at']).execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
}
