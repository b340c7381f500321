import type { OperandExpression } from 'kysely';
import { utcDay } from '../../db/day-bucket.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { type ListWindow, pageOf } from '../../lib/admin-list.js';
import { QueryTemplate } from '../../lib/query-template.js';
import { type CourseFlag, courseIdIn } from '../courses/course-summary.js';

export const purchasedFlag = (userId: string): CourseFlag =>
  courseIdIn((eb) =>
    eb
      .selectFrom('purchases')
      .select('purchases.courseId')
      .where('purchases.userId', '=', userId)
      .where('purchases.revokedAt', 'is', null),
  );

/** Compiled once: access checks (the player, discussions, notes) ask it on every request. */
const livePurchase = new QueryTemplate((db, { userId, courseId }: { userId: string; courseId: string }) =>
  db
    .selectFrom('purchases')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .limit(1),
);

export async function hasPurchase(db: Executor, userId: string, courseId: string): Promise<boolean> {
  return (await livePurchase.execute(db, { userId, courseId })).length > 0;
}

/** The id of the user's live purchase of the course (null when none) as a subquery; the course as an expression. */
export function livePurchaseIdOf(
  db: Executor,
  userId: string,
  courseId: OperandExpression<string>,
): OperandExpression<string> {
  return db
    .selectFrom('purchases')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .limit(1);
}

/** Ids of the course's owners now (refunded purchases left out): a subquery for another query. */
export function ownerIdsOf(db: Executor, courseId: string): OperandExpression<string> {
  return db
    .selectFrom('purchases')
    .select('purchases.userId')
    .where('purchases.courseId', '=', courseId)
    .where('purchases.revokedAt', 'is', null);
}

/** When the learner bought the course (undefined when they did not). */
export function findPurchaseDate(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('purchases')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

/** Every course the learner owns, with when they bought it. */
export function listOwnedCourses(db: Executor, userId: string) {
  return db
    .selectFrom('purchases')
    .select(['courseId', 'createdAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Inserts the purchase unless the learner already owns the course; answers whether it did. */
export async function insertPurchase(db: Executor, row: Database['purchases']): Promise<boolean> {
  // ON CONFLICT rather than a failed insert: on PostgreSQL a unique violation would abort the checkout's
  // whole transaction, and a concurrent checkout of the same course must instead see "already owned".
  const result = await db
    .insertInto('purchases')
    .values(row)
    // The target names the partial unique index over live purchases (a refunded one does not count).
    .onConflict((oc) => oc.columns(['userId', 'courseId']).where('revokedAt', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The statements of a learner's purchase history: a page newest first, and the count (index 0042). */
export const historyQueries = (db: Executor, userId: string, limit: number, offset: number) => ({
  page: db
    .selectFrom('purchases')
    .select(['id', 'courseId', 'amount', 'currency', 'paymentId', 'source', 'createdAt', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset),
  count: db
    .selectFrom('purchases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId),
});

/** One page of the learner's purchases, refunded ones too (their history), newest first, and how many. */
export async function listPurchasePage(db: Executor, userId: string, limit: number, offset: number) {
  const queries = historyQueries(db, userId, limit, offset);
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}

const adminColumns = [
  'id',
  'userId',
  'courseId',
  'amount',
  'currency',
  'paymentId',
  'source',
  'createdAt',
  'revokedAt',
  'revokeReason',
] as const;

/** A purchase as the admin console reads it, refunded or not. */
export function findPurchaseById(db: Executor, id: string) {
  return db.selectFrom('purchases').select(adminColumns).where('id', '=', id).executeTakeFirst();
}

/** Revokes a live purchase; answers false when it was already revoked (a second refund). */
export async function revokePurchase(db: Executor, id: string, at: string, reason: string | null) {
  const result = await db
    .updateTable('purchases')
    .set({ revokedAt: at, revokeReason: reason })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PurchaseFilter {
  /** Id subqueries offered by the owners of learners, courses and payments; a purchase matches any. */
  matches: {
    userIds: OperandExpression<string>;
    courseIds: OperandExpression<string>;
    paymentIds: OperandExpression<string>;
  } | null;
  status?: 'active' | 'refunded';
  currency?: string;
  /** ISO bounds on the purchase date: `from` inclusive, `until` exclusive. */
  from?: string;
  until?: string;
}

function filtered(db: Executor, filter: PurchaseFilter) {
  let query = db.selectFrom('purchases');
  const { matches } = filter;
  if (matches)
    query = query.where((eb) =>
      eb.or([
        eb('purchases.userId', 'in', matches.userIds),
        eb('purchases.courseId', 'in', matches.courseIds),
        eb('purchases.paymentId', 'in', matches.paymentIds),
      ]),
    );
  if (filter.status === 'active') query = query.where('purchases.revokedAt', 'is', null);
  if (filter.status === 'refunded') query = query.where('purchases.revokedAt', 'is not', null);
  if (filter.currency) query = query.where('purchases.currency', '=', filter.currency);
  if (filter.from) query = query.where('purchases.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('purchases.createdAt', '<', filter.until);
  return query;
}

export type PurchaseSortColumn = 'purchases.createdAt' | 'purchases.amount';

/** One page of every learner's purchases, filtered and sorted, and how many match. */
export function searchPurchases(
  db: Executor,
  filter: PurchaseFilter,
  window: ListWindow<PurchaseSortColumn>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) =>
      query
        .select(adminColumns.map((name) => `purchases.${name}` as const))
        .orderBy(column, order)
        .orderBy('purchases.id', order),
    window,
  );
}

/** Live purchases (enrolments) per UTC day in [from, until). */
export function countEnrolmentsByDay(db: Executor, from: string, until: string) {
  const day = utcDay(db, 'purchases.createdAt');
  return db
    .selectFrom('purchases')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('revokedAt', 'is', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .groupBy(day)
    .orderBy(day)
    .execute();
}

/** Live purchases made in [from, until), counted per source (sale, grant, free). */
export function countEnrolmentsBySource(db: Executor, from: string, until: string) {
  return db
    .selectFrom('purchases')
    .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
    .where('revokedAt', 'is', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .groupBy('source')
    .execute();
}

/** The courses with the most live purchases made in [from, until). */
export function topCoursesByEnrolments(db: Executor, from: string, until: string, limit: number) {
  return db
    .selectFrom('purchases')
    .select(['courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('revokedAt', 'is', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .groupBy('courseId')
    .orderBy('n', 'desc')
    .orderBy('courseId')
    .limit(limit)
    .execute();
}

/** Who enrolled in what in [from, until) (live purchases only). */
export function listEnrolments(db: Executor, from: string, until: string) {
  return db
    .selectFrom('purchases')
    .select(['userId', 'courseId'])
    .where('revokedAt', 'is', null)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .execute();
}

/** Every purchase of the learner, refunded ones too, newest first (the admin's learner view). */
export function listPurchaseHistory(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('purchases')
    .select([
      'id',
      'courseId',
      'amount',
      'currency',
      'paymentId',
      'source',
      'createdAt',
      'revokedAt',
      'revokeReason',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
