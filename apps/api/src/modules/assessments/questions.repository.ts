import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { QuestionOptionsTable, QuestionsTable } from '../../db/schema.js';

/** The SQL of `questions` and `question_options`: a chapter's quiz, or a course's final pool. */

const questionColumns = [
  'id',
  'courseId',
  'chapterId',
  'text',
  'imageKey',
  'explanation',
  'position',
] as const;

/** Where a question belongs: a chapter's quiz, or the final pool of a course (chapterId null). */
export type QuestionSet = { chapterId: string } | { courseId: string; final: true };

export async function insertQuestion(
  db: Executor,
  question: Insertable<QuestionsTable>,
  options: Insertable<QuestionOptionsTable>[],
): Promise<void> {
  await db.insertInto('questions').values(question).execute();
  await db.insertInto('questionOptions').values(options).execute();
}

/** The next free position in a question set. */
export async function nextPosition(db: Executor, set: QuestionSet): Promise<number> {
  const query = db.selectFrom('questions').select((eb) => eb.fn.max<number | null>('position').as('max'));
  const row = await ('chapterId' in set
    ? query.where('chapterId', '=', set.chapterId)
    : query.where('courseId', '=', set.courseId).where('chapterId', 'is', null)
  ).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** The live (not archived) questions of a set, in order. */
export function listQuestions(db: Executor, set: QuestionSet) {
  const query = db
    .selectFrom('questions')
    .select(questionColumns)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('id');
  return (
    'chapterId' in set
      ? query.where('chapterId', '=', set.chapterId)
      : query.where('courseId', '=', set.courseId).where('chapterId', 'is', null)
  ).execute();
}

/** The questions with the given ids (any order); archived ones only when asked (a past attempt's review). */
export function listQuestionsByIds(db: Executor, ids: string[], includeArchived = false) {
  let query = db.selectFrom('questions').select(questionColumns).where('id', 'in', ids);
  if (!includeArchived) query = query.where('archivedAt', 'is', null);
  return query.execute();
}

/** The options of the given questions, each question's in order. */
export function listOptions(db: Executor, questionIds: string[]) {
  return db
    .selectFrom('questionOptions')
    .select(['id', 'questionId', 'text', 'isCorrect', 'position'])
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** How many questions each chapter of the course has (chapters without any are absent). */
export function countChapterQuestions(db: Executor, courseId: string) {
  return db
    .selectFrom('questions')
    .select((eb) => ['chapterId', eb.fn.countAll<number>().as('count')])
    .where('courseId', '=', courseId)
    .where('chapterId', 'is not', null)
    .where('archivedAt', 'is', null)
    .groupBy('chapterId')
    .execute();
}

/** Whether the chapter has at least one question. */
export async function chapterHasQuestions(db: Executor, chapterId: string): Promise<boolean> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('chapterId', '=', chapterId)
    .where('archivedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many final (pool) questions the course has. */
export async function countFinalQuestions(db: Executor, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('courseId', '=', courseId)
    .where('chapterId', 'is', null)
    .where('archivedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
