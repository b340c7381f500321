import type { Executor } from '../../db/executor.js';
import { parseIds } from './attempt-answers.js';
import * as repo from './quiz-item-stats.repository.js';

/**
 * Per question of a course's chapter quizzes and final pool: how many answers the attempts of
 * [from, until) gave (every submitted attempt counts, retakes too), how many were correct, and how
 * often each option was chosen. Live questions always appear; archived ones only when answered.
 */

export interface QuestionStats {
  id: string;
  /** The chapter of a chapter quiz's question; null for the final pool. */
  chapterId: string | null;
  text: string;
  answers: number;
  correct: number;
  options: { id: string; text: string; isCorrect: boolean; chosen: number }[];
}

export async function quizItemStats(
  db: Executor,
  courseId: string,
  from: string,
  until: string,
): Promise<QuestionStats[]> {
  const [chapterRows, finalRows] = await Promise.all([
    repo.chapterAnswerCounts(db, courseId, from, until),
    repo.finalAnswerCounts(db, courseId, from, until),
  ]);
  const tallies = new Map<string, { answers: number; correct: number; chosen: Map<string, number> }>();
  for (const row of [...chapterRows, ...finalRows]) {
    const n = Number(row.n);
    const tally = tallies.get(row.questionId) ?? { answers: 0, correct: 0, chosen: new Map() };
    tally.answers += n;
    if (row.isCorrect === 1) tally.correct += n;
    for (const optionId of parseIds(row.optionIds))
      tally.chosen.set(optionId, (tally.chosen.get(optionId) ?? 0) + n);
    tallies.set(row.questionId, tally);
  }
  const questions = await repo.courseQuestions(db, courseId, [...tallies.keys()]);
  const options =
    questions.length === 0
      ? []
      : await repo.optionsOf(
          db,
          questions.map((q) => q.id),
        );
  return questions.map((question) => {
    const tally = tallies.get(question.id);
    return {
      id: question.id,
      chapterId: question.chapterId,
      text: question.text,
      answers: tally?.answers ?? 0,
      correct: tally?.correct ?? 0,
      options: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({
          id: option.id,
          text: option.text,
          isCorrect: option.isCorrect === 1,
          chosen: tally?.chosen.get(option.id) ?? 0,
        })),
    };
  });
}
