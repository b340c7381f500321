import type { AnswerInput, AnswerResult } from '@coursewise/contract';
import { badRequest, type FieldError } from '../../lib/app-error.js';
import type { QuestionRecord } from './questions.service.js';

/** Checking a submission against the questions it had to answer, and scoring it: the server's alone. */

export interface Score {
  /** One per question, in the questions' order. */
  answers: AnswerResult[];
  correct: number;
  total: number;
  /** correct ÷ total × 100, rounded to two decimals. */
  percentage: number;
}

/**
 * Refuses (400, naming each problem) a submission that does not answer every one of `questions`
 * exactly once with options of that question.
 */
export function checkAnswers(questions: QuestionRecord[], answers: AnswerInput[]): void {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  answers.forEach((answer, i) => {
    const question = byId.get(answer.questionId);
    if (!question) {
      errors.push({ path: `answers.${i}.questionId`, message: 'is not a question of this assessment' });
      return;
    }
    if (seen.has(answer.questionId)) {
      errors.push({ path: `answers.${i}.questionId`, message: 'answers a question already answered' });
      return;
    }
    seen.add(answer.questionId);
    const optionIds = new Set(question.options.map((o) => o.id));
    answer.optionIds.forEach((optionId, j) => {
      if (!optionIds.has(optionId))
        errors.push({ path: `answers.${i}.optionIds.${j}`, message: 'is not an option of this question' });
    });
  });
  const missing = questions.filter((q) => !seen.has(q.id)).length;
  if (missing > 0)
    errors.push({
      path: 'answers',
      message: `must answer every question: ${missing} ${missing === 1 ? 'is' : 'are'} not answered`,
    });
  const first = errors[0];
  if (first) throw badRequest(`${first.path}: ${first.message}`, errors);
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((id) => b.has(id));

/** Scores checked answers: a question is correct when its chosen options equal its key exactly. */
export function scoreAnswers(questions: QuestionRecord[], answers: AnswerInput[]): Score {
  const chosen = new Map(answers.map((a) => [a.questionId, a.optionIds]));
  const results = questions.map((question): AnswerResult => {
    const optionIds = chosen.get(question.id) ?? [];
    const key = new Set(question.options.filter((o) => o.isCorrect).map((o) => o.id));
    return { questionId: question.id, optionIds, isCorrect: sameSet(new Set(optionIds), key) };
  });
  const correct = results.filter((r) => r.isCorrect).length;
  const total = questions.length;
  return { answers: results, correct, total, percentage: percentageOf(correct, total) };
}

/** correct ÷ total × 100, to two decimals (0 for an empty assessment). */
export const percentageOf = (correct: number, total: number): number =>
  total === 0 ? 0 : Math.round((correct * 10_000) / total) / 100;

/** Passed when the exact percentage reaches the pass mark (compared without rounding). */
export const hasPassed = (correct: number, total: number, passMark: number): boolean =>
  total > 0 && correct * 100 >= passMark * total;
