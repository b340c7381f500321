import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { type CourseFlag, courseIdIn } from '../courses/course-summary.js';

export const purchasedFlag = (userId: string): CourseFlag =>
  courseIdIn((eb) =>
    eb.selectFrom('purchases').select('purchases.courseId').where('purchases.userId', '=', userId),
  );

export async function hasPurchase(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the learner bought the course (undefined when they did not). */
export function findPurchaseDate(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('purchases')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

/** Every course the learner owns, with when they bought it. */
export function listOwnedCourses(db: Executor, userId: string) {
  return db.selectFrom('purchases').select(['courseId', 'createdAt']).where('userId', '=', userId).execute();
}

/** Inserts the purchase unless the learner already owns the course; answers whether it did. */
export async function insertPurchase(db: Executor, row: Database['purchases']): Promise<boolean> {
  // ON CONFLICT rather than a failed insert: on PostgreSQL a unique violation would abort the checkout's
  // whole transaction, and a concurrent checkout of the same course must instead see "already owned".
  const result = await db
    .insertInto('purchases')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** One page of the learner's purchases, newest first, and how many there are. */
export async function listPurchasePage(db: Executor, userId: string, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('purchases')
      .select(['id', 'courseId', 'amount', 'currency', 'paymentId', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
