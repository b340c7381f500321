import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { QuestionOptionsTable } from '../../db/schema.js';

/** The SQL of editing questions in the admin console (the reads are `questions.repository.ts`'s). */

/** Whether any learner's submitted answer (chapter quiz or final) names the question. */
export async function isAnswered(db: Executor, questionId: string): Promise<boolean> {
  const [chapter, final] = await Promise.all([
    db
      .selectFrom('chapterAttemptAnswers')
      .select('attemptId')
      .where('questionId', '=', questionId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('finalAttemptAnswers')
      .select('attemptId')
      .where('questionId', '=', questionId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return chapter !== undefined || final !== undefined;
}

export async function updateQuestion(
  db: Executor,
  id: string,
  changes: { text?: string; explanation?: string | null; imageKey?: string | null },
): Promise<void> {
  if (Object.keys(changes).length > 0)
    await db.updateTable('questions').set(changes).where('id', '=', id).execute();
}

export async function updateOption(db: Executor, id: string, option: { text: string; isCorrect: number }) {
  await db.updateTable('questionOptions').set(option).where('id', '=', id).execute();
}

export async function insertOptions(db: Executor, rows: Insertable<QuestionOptionsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('questionOptions').values(rows).execute();
}

export async function deleteOptions(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('questionOptions').where('id', 'in', ids).execute();
}

export async function archiveQuestion(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('questions').set({ archivedAt: at }).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

export async function setQuestionPosition(db: Executor, id: string, position: number): Promise<void> {
  await db.updateTable('questions').set({ position }).where('id', '=', id).execute();
}
