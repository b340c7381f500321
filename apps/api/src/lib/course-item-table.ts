import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from './clock.js';

type Db = Kysely<Database> | Transaction<Database>;
/** Tables holding (learner, course) pairs: the wishlist and the cart share their shape and SQL. */
export type CourseItemTable = 'wishlistItems' | 'cartItems';

/** An EXISTS flag for the course list query: is this course in the learner's list? */
export const courseItemFlag =
  (table: CourseItemTable, userId: string) => (eb: ExpressionBuilder<Database, 'courses'>) =>
    eb.exists(
      eb
        .selectFrom(table)
        .select(`${table}.courseId`)
        .whereRef(`${table}.courseId`, '=', 'courses.id')
        .where(`${table}.userId`, '=', userId),
    );

/** Adds the course when absent, removes it when present; answers whether it is now in the list. */
export async function toggleCourseItem(
  db: Db,
  table: CourseItemTable,
  userId: string,
  courseId: string,
): Promise<boolean> {
  const removed = await db
    .deleteFrom(table)
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto(table)
    .values({ userId, courseId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .execute();
  return true;
}

export async function listCourseItemIds(
  db: Db,
  table: CourseItemTable,
  userId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .selectFrom(table)
    .select('courseId')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('courseId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.courseId);
}

export async function countCourseItems(db: Db, table: CourseItemTable, userId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeCourseItems(
  db: Db,
  table: CourseItemTable,
  userId: string,
  courseIds: string[],
): Promise<void> {
  if (courseIds.length === 0) return;
  await db.deleteFrom(table).where('userId', '=', userId).where('courseId', 'in', courseIds).execute();
}
