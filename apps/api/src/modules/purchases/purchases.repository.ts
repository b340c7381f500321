import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const purchasedFlag = (userId: string) => (eb: ExpressionBuilder<Database, 'courses'>) =>
  eb.exists(
    eb
      .selectFrom('purchases')
      .select('purchases.courseId')
      .whereRef('purchases.courseId', '=', 'courses.id')
      .where('purchases.userId', '=', userId),
  );

export async function hasPurchase(db: Db, userId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPurchase(db: Db, row: Database['purchases']): Promise<void> {
  await db.insertInto('purchases').values(row).execute();
}
