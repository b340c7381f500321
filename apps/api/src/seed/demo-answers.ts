import type { AnswerInput } from '@coursewise/contract';
import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { submitChapterAnswers } from '../modules/assessments/chapter-quiz.service.js';
import {
  questionsAsShown,
  startOrResumeFinal,
  submitFinalAnswers,
} from '../modules/assessments/final-assessment.service.js';
import {
  chapterQuestions,
  finalPool,
  type QuestionRecord,
} from '../modules/assessments/questions.service.js';

/**
 * The demo learner's quiz and final attempts, submitted through the assessments services like a
 * learner's answers (scored, stored, completing chapters, issuing the certificate), with past dates.
 */

type AnswerContext = Pick<AppContext, 'config' | 'storage' | 'effects' | 'dialect'>;

/** Answers from the key: the correct options, or one wrong option where `isWrong(index)` says so. */
function answersFrom(questions: QuestionRecord[], isWrong: (index: number) => boolean): AnswerInput[] {
  return questions.map((question, i) => {
    const chosen = isWrong(i)
      ? question.options.filter((o) => !o.isCorrect).slice(0, 1)
      : question.options.filter((o) => o.isCorrect);
    return { questionId: question.id, optionIds: chosen.map((o) => o.id) };
  });
}

/** The chapter's quiz questions with their key, or an empty list when it has no quiz. */
export const quizOf = (db: Executor, chapterId: string): Promise<QuestionRecord[]> =>
  chapterQuestions(db, chapterId);

/**
 * Takes a chapter's quiz at `at`: a pass answers everything right (which completes the chapter); a
 * fail gets all but the first question wrong, below any pass mark above 50%.
 */
export async function takeChapterQuiz(
  db: Executor,
  ctx: AnswerContext,
  attempt: { userId: string; chapterId: string; questions: QuestionRecord[]; pass: boolean; at: string },
): Promise<void> {
  const answers = answersFrom(attempt.questions, (i) => !attempt.pass && i > 0);
  const result = await submitChapterAnswers(
    db,
    ctx,
    attempt.userId,
    { chapterId: attempt.chapterId, answers },
    { at: attempt.at },
  );
  if (result.passed !== attempt.pass)
    throw new Error(`Demo quiz attempt on ${attempt.chapterId} scored wrongly`);
}

/**
 * Opens the course's final (drawing its questions) and submits it at `at` with one answer wrong, so the
 * attempt passes with a realistic score and the certificate is issued.
 */
export async function passFinal(
  db: Executor,
  ctx: AnswerContext,
  attempt: { userId: string; courseId: string; at: string },
): Promise<void> {
  const final = await startOrResumeFinal(db, ctx, attempt.userId, attempt.courseId);
  if (final.status !== 'open' || !final.attemptId)
    throw new Error(`The demo learner's final in ${attempt.courseId} is ${final.status}, not open`);
  // The attempt shows its own ids: the pool's key under those ids, in the order asked.
  const pool = questionsAsShown(ctx, final.attemptId, await finalPool(db, attempt.courseId));
  const byId = new Map(pool.map((q) => [q.id, q]));
  const questions = final.questions.flatMap((q) => byId.get(q.id) ?? []);
  const result = await submitFinalAnswers(
    db,
    ctx,
    attempt.userId,
    {
      courseId: attempt.courseId,
      attemptId: final.attemptId,
      answers: answersFrom(questions, (i) => i === 0),
    },
    { at: attempt.at },
  );
  if (!result.passed || !result.certificate)
    throw new Error(`The demo learner's final in ${attempt.courseId} did not pass`);
}
