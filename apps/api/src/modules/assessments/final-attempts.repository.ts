import type { Insertable } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { FinalAttemptsTable } from '../../db/schema.js';

/** The SQL of final attempts: the open one (drawn, not yet submitted) and the submitted ones. */

const attemptColumns = [
  'id',
  'courseId',
  'number',
  'draw',
  'correct',
  'total',
  'percentage',
  'passed',
  'createdAt',
  'submittedAt',
] as const;

/** The learner's open attempt at the course's final, if any. */
export function findOpenAttempt(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('finalAttempts')
    .select(attemptColumns)
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * Opens an attempt unless the learner already has one open (the partial unique index decides between
 * concurrent openers); answers whether this one was stored.
 */
export async function insertOpenAttempt(
  db: Executor,
  attempt: Insertable<FinalAttemptsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('finalAttempts')
    .values(attempt)
    .onConflict((oc) => oc.columns(['userId', 'courseId']).where('submittedAt', 'is', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes an open attempt whose draw no longer matches the course's questions. */
export async function deleteOpenAttempt(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('finalAttempts').where('id', '=', id).where('submittedAt', 'is', null).execute();
}

/** One attempt of the learner, open or submitted. */
export function findAttempt(db: Executor, userId: string, attemptId: string) {
  return db
    .selectFrom('finalAttempts')
    .select(attemptColumns)
    .where('userId', '=', userId)
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

/** How many attempts the learner has submitted at the course's final, and whether one passed. */
export async function submittedSummary(db: Executor, userId: string, courseId: string) {
  const row = await db
    .selectFrom('finalAttempts')
    .select((eb) => [
      eb.fn.count<number>('number').as('used'),
      eb.fn.max<number | null>('passed').as('passed'),
    ])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('submittedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return { used: Number(row.used), passed: Number(row.passed ?? 0) === 1 };
}

export interface Submission {
  number: number;
  correct: number;
  total: number;
  percentage: number;
  passed: number;
  submittedAt: string;
}

/**
 * Submits the open attempt with its number. Only one caller can submit it (the update requires it still
 * open), and the unique (user, course, number) refuses a second attempt taking the same number: then
 * this throws, and the caller's transaction rolls back.
 */
export async function submitAttempt(
  db: Executor,
  attemptId: string,
  submission: Submission,
): Promise<boolean> {
  const result = await db
    .updateTable('finalAttempts')
    .set(submission)
    .where('id', '=', attemptId)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The latest submitted attempt of the learner at the course's final. */
export function findLatestSubmitted(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('finalAttempts')
    .select(attemptColumns)
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('submittedAt', 'is not', null)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One page of the learner's submitted attempts at the course's final, newest first. */
export async function listSubmittedPage(
  db: Executor,
  userId: string,
  courseId: string,
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('finalAttempts')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('submittedAt', 'is not', null);
  const [rows, count] = await Promise.all([
    base.select(attemptColumns).orderBy('number', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/**
 * Serialises opening and submitting one learner's final of one course: without it, a submission that
 * uses the last attempt can commit between an opener's "attempts left" check and its draw, leaving an
 * open attempt past the limit. PostgreSQL takes a transaction-scoped advisory lock on the pair; SQLite
 * needs none, as it runs one transaction at a time.
 */
export async function lockFinal(
  trx: Executor,
  dialect: DialectName,
  userId: string,
  courseId: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectNoFrom((eb) =>
      eb
        .fn('pg_advisory_xact_lock', [
          eb.fn('hashtextextended', [eb.val(`final:${userId}:${courseId}`), eb.lit(0)]),
        ])
        .as('locked'),
    )
    .execute();
}
