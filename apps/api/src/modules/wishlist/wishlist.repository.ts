import type { Executor } from '../../db/executor.js';
import { orderedNowIso } from '../../lib/clock.js';
import { type CourseFlag, courseIdIn } from '../courses/course-summary.js';

export const wishlistedFlag = (userId: string): CourseFlag =>
  courseIdIn((eb) =>
    eb
      .selectFrom('wishlistItems')
      .select('wishlistItems.courseId')
      .where('wishlistItems.userId', '=', userId),
  );

/** Removes the course from the wishlist; answers whether it was there. */
export async function deleteWishlistItem(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('wishlistItems')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Adds the course (a concurrent double add keeps one row). */
export async function insertWishlistItem(db: Executor, userId: string, courseId: string): Promise<void> {
  await db
    .insertInto('wishlistItems')
    .values({ userId, courseId, createdAt: orderedNowIso() })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .execute();
}

/** One page of the wishlist's course ids, newest first, and the wishlist's size. */
export async function listWishlistPage(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
) {
  const mine = db.selectFrom('wishlistItems').where('userId', '=', userId);
  const [rows, size] = await Promise.all([
    mine
      .select('courseId')
      .orderBy('createdAt', 'desc')
      .orderBy('courseId')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { courseIds: rows.map((row) => row.courseId), total: Number(size.n) };
}
