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

export async function insertPurchase(db: Executor, row: Database['purchases']): Promise<void> {
  await db.insertInto('purchases').values(row).execute();
}
