import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Refunds revoke purchases: `purchases.revoked_at` (null while the learner owns the course) and the
 * admin's reason; a payment line keeps the provider's refund id. The unique (user, course) pair becomes
 * a partial unique index over live purchases, so a refunded course can be bought again while the
 * refunded sale keeps its row. SQLite cannot drop a table constraint, so there the table is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (t.isPostgres) {
    await db.schema.alterTable('purchases').addColumn('revoked_at', t.timestamp).execute();
    await db.schema.alterTable('purchases').addColumn('revoke_reason', 'varchar(500)').execute();
    await db.schema.alterTable('purchases').dropConstraint('purchases_user_course').execute();
  } else {
    await db.schema
      .createTable('purchases_new')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
      .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('payment_id', 'varchar(36)')
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('revoked_at', t.timestamp)
      .addColumn('revoke_reason', 'varchar(500)')
      .execute();
    await sql`insert into purchases_new (id, user_id, course_id, amount, currency, payment_id, created_at)
      select id, user_id, course_id, amount, currency, payment_id, created_at from purchases`.execute(db);
    await db.schema.dropTable('purchases').execute();
    await db.schema.alterTable('purchases_new').renameTo('purchases').execute();
    await db.schema.createIndex('purchases_course').on('purchases').column('course_id').execute();
  }
  await db.schema
    .createIndex('purchases_user_course_live')
    .on('purchases')
    .columns(['user_id', 'course_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // The admin list and the dashboard read purchases by date.
  await db.schema.createIndex('purchases_created').on('purchases').column('created_at').execute();
  await db.schema.alterTable('payment_lines').addColumn('refund_ref', 'varchar(255)').execute();
}

/** Back to one purchase per learner and course: fails while a refunded course was bought again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('payment_lines').dropColumn('refund_ref').execute();
  await db.schema.dropIndex('purchases_created').execute();
  await db.schema.dropIndex('purchases_user_course_live').execute();
  await db.schema.alterTable('purchases').dropColumn('revoke_reason').execute();
  await db.schema.alterTable('purchases').dropColumn('revoked_at').execute();
  if (t.isPostgres)
    await db.schema
      .alterTable('purchases')
      .addUniqueConstraint('purchases_user_course', ['user_id', 'course_id'])
      .execute();
  else
    await db.schema
      .createIndex('purchases_user_course')
      .on('purchases')
      .columns(['user_id', 'course_id'])
      .unique()
      .execute();
}
