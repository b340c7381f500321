import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { orderedNowIso } from '../../lib/clock.js';
import { type CourseFlag, courseIdIn } from '../courses/course-summary.js';

export const inCartFlag = (userId: string): CourseFlag =>
  courseIdIn((eb) =>
    eb.selectFrom('cartItems').select('cartItems.courseId').where('cartItems.userId', '=', userId),
  );

/**
 * Serialises changes to one learner's cart until the transaction ends, so two concurrent adds cannot
 * both pass the size check. PostgreSQL takes a transaction-scoped advisory lock on the learner's key;
 * SQLite needs none, as it lets one transaction write at a time.
 */
export async function lockCart(
  trx: Transaction<Database>,
  dialect: DialectName,
  userId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [eb.fn('hashtextextended', [eb.val(`cart:${userId}`), eb.lit(0)])])
        .as('locked'),
    )
    .execute();
}

/** Answers whether the course was in the cart (and so is removed now). */
export async function deleteCartItem(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cartItems')
    .where('cartItems.userId', '=', userId)
    .where('cartItems.courseId', '=', courseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertCartItem(db: Executor, userId: string, courseId: string): Promise<void> {
  await db.insertInto('cartItems').values({ userId, courseId, createdAt: orderedNowIso() }).execute();
}

export async function countCartItems(db: Executor, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('cartItems')
    .where('cartItems.userId', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The cart's course ids, newest first. */
export async function listCartCourseIds(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('cartItems')
    .where('cartItems.userId', '=', userId)
    .select('cartItems.courseId')
    .orderBy('cartItems.createdAt', 'desc')
    .orderBy('cartItems.courseId')
    .limit(limit)
    .execute();
  return rows.map((row) => row.courseId);
}

/** Removes the given courses from the learner's cart (those bought at checkout). */
export async function deleteCartItems(db: Executor, userId: string, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await db
    .deleteFrom('cartItems')
    .where('cartItems.userId', '=', userId)
    .where('cartItems.courseId', 'in', courseIds)
    .execute();
}
