import type { Kysely } from 'kysely';

/**
 * A learner's purchase history (`purchase/list`, refunded ones included) by user, newest first. Since
 * refunded purchases may be bought again, the indexes leading with `user_id` are partial (live
 * purchases only) and cannot answer a query that includes refunded ones, so the history scanned the
 * whole table (265 ms on seed:large's 160,000 purchases). This one gives the page in order and the count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('purchases_user_created')
    .on('purchases')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchases_user_created').execute();
}
