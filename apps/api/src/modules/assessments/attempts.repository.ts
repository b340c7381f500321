import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { AttemptAnswersTable, ChapterAttemptsTable } from '../../db/schema.js';

/** The SQL of chapter quiz attempts and their answers, and the answers of final attempts. */

const chapterAttemptColumns = [
  'id',
  'chapterId',
  'courseId',
  'correct',
  'total',
  'percentage',
  'passed',
  'createdAt',
] as const;

export async function insertChapterAttempt(
  db: Executor,
  attempt: Insertable<ChapterAttemptsTable>,
  answers: Insertable<AttemptAnswersTable>[],
): Promise<void> {
  await db.insertInto('chapterAttempts').values(attempt).execute();
  if (answers.length) await db.insertInto('chapterAttemptAnswers').values(answers).execute();
}

/** One page of the learner's chapter attempts (of a chapter or a whole course), newest first. */
export async function listChapterAttemptPage(
  db: Executor,
  userId: string,
  of: { chapterId: string } | { courseId: string },
  limit: number,
  offset: number,
) {
  const base = db.selectFrom('chapterAttempts').where('userId', '=', userId);
  const scoped =
    'chapterId' in of ? base.where('chapterId', '=', of.chapterId) : base.where('courseId', '=', of.courseId);
  const [rows, count] = await Promise.all([
    scoped
      .select(chapterAttemptColumns)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The learner's best result per chapter of the course: highest percentage, and whether any passed. */
export function bestChapterResults(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('chapterAttempts')
    .select((eb) => [
      'chapterId',
      eb.fn.max<number>('percentage').as('best'),
      eb.fn.max<number>('passed').as('passed'),
    ])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .groupBy('chapterId')
    .execute();
}

/** The learner's best result at one chapter, or undefined before the first attempt. */
export function bestChapterResult(db: Executor, userId: string, chapterId: string) {
  return db
    .selectFrom('chapterAttempts')
    .select((eb) => [eb.fn.max<number>('percentage').as('best'), eb.fn.max<number>('passed').as('passed')])
    .where('userId', '=', userId)
    .where('chapterId', '=', chapterId)
    .having((eb) => eb.fn.countAll(), '>', 0)
    .executeTakeFirst();
}

/** The answers of the given chapter attempts, in question order. */
export function listChapterAnswers(db: Executor, attemptIds: string[]) {
  return db
    .selectFrom('chapterAttemptAnswers')
    .select(['attemptId', 'questionId', 'optionIds', 'isCorrect'])
    .where('attemptId', 'in', attemptIds)
    .orderBy('attemptId')
    .orderBy('position')
    .execute();
}

/** The answers of the given final attempts, in question order. */
export function listFinalAnswers(db: Executor, attemptIds: string[]) {
  return db
    .selectFrom('finalAttemptAnswers')
    .select(['attemptId', 'questionId', 'optionIds', 'isCorrect'])
    .where('attemptId', 'in', attemptIds)
    .orderBy('attemptId')
    .orderBy('position')
    .execute();
}

export async function insertFinalAnswers(db: Executor, answers: Insertable<AttemptAnswersTable>[]) {
  if (answers.length) await db.insertInto('finalAttemptAnswers').values(answers).execute();
}

/** Whether any learner has submitted a quiz of one of these chapters. */
export async function anyChapterAttempt(db: Executor, chapterIds: string[]): Promise<boolean> {
  if (chapterIds.length === 0) return false;
  const row = await db
    .selectFrom('chapterAttempts')
    .select('id')
    .where('chapterId', 'in', chapterIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
