import type { FinalAnswerBody, FinalAssessment, FinalAttemptResult } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { issueCertificate } from '../certificates/certificates.service.js';
import * as attempts from './attempts.repository.js';
import { ownedCourse } from './course-access.js';
import { parseDraw } from './draw.js';
import * as finals from './final-attempts.repository.js';
import { drawnQuestions, openAttempt } from './final-open-attempt.js';
import { finalStanding } from './final-state.service.js';
import { attemptLearnerIds, storedIdsOf, withLearnerIds } from './learner-ids.js';
import { toQuestion } from './question-views.js';
import type { QuestionRecord } from './questions.service.js';
import { checkAnswers, hasPassed, scoreAnswers } from './scoring.js';

/**
 * The final assessment: an attempt is drawn when the learner opens it (kept until submitted, so a reload
 * shows the same questions) and scored when submitted; a pass issues the certificate in that transaction.
 */

export const ALREADY_PASSED = 'You have already passed this assessment';
export const ALREADY_SUBMITTED = 'This attempt was already submitted: reload the assessment';
export const attemptsUsedUp = (limit: number) =>
  `You have used all ${limit} ${limit === 1 ? 'attempt' : 'attempts'} at this assessment`;
export const chaptersRemain = (count: number) =>
  `Complete every chapter first: ${count} ${count === 1 ? 'chapter remains' : 'chapters remain'}`;
const ATTEMPT_MISSING = 'This attempt does not exist';
const CHANGED = 'This assessment changed since it was opened: reload it for its new questions';

/**
 * GET course/final-question: the learner's state and, when the final is open, the current attempt's
 * questions (drawn now if none is open) with options in the attempt's shuffled order, without the key,
 * under the attempt's learner ids.
 * `options.at` back-dates a new draw (the demo seed).
 */
export async function startOrResumeFinal(
  db: Executor,
  ctx: Pick<AppContext, 'storage' | 'config' | 'dialect'>,
  userId: string,
  courseId: string,
  options: { at?: string } = {},
): Promise<FinalAssessment> {
  const course = await ownedCourse(db, userId, courseId);
  const opened = await inTransaction(db, async (trx) => {
    await finals.lockFinal(trx, ctx.dialect, userId, course.courseId);
    const standing = await finalStanding(trx, userId, course);
    const attempt =
      standing.status === 'open' ? await openAttempt(trx, userId, course, options.at ?? nowIso()) : null;
    return { standing, attempt };
  });
  const { standing, attempt } = opened;
  const base: FinalAssessment = {
    courseId: course.courseId,
    status: standing.status,
    passMark: course.passMark,
    attemptsAllowed: standing.attemptsAllowed,
    attemptsUsed: standing.attemptsUsed,
    remainingChapters: standing.remainingChapters,
    attemptId: null,
    questions: [],
    certificateId: standing.certificateId,
  };
  if (!attempt) return base;
  const { attemptId, draw, questions } = attempt;
  const order = new Map(draw.map((d) => [d.questionId, d.optionIds]));
  const ids = attemptLearnerIds(ctx.config.jwtSecret, attemptId);
  return {
    ...base,
    attemptId,
    questions: questions.map((question) =>
      toQuestion(ctx, withLearnerIds(question, ids), order.get(question.id)?.map(ids)),
    ),
  };
}

/** Questions (with their key) under attempt `attemptId`'s learner ids: the demo seed answers from them. */
export const questionsAsShown = (
  ctx: Pick<AppContext, 'config'>,
  attemptId: string,
  questions: QuestionRecord[],
): QuestionRecord[] => {
  const ids = attemptLearnerIds(ctx.config.jwtSecret, attemptId);
  return questions.map((question) => withLearnerIds(question, ids));
};

type SubmitContext = Pick<AppContext, 'config' | 'storage' | 'effects' | 'dialect'>;

/**
 * POST courseAnswer/add: submits the open attempt `attemptId`. Locked, passed or out of attempts: 409;
 * answers other than exactly the drawn questions with their own options: 400. The attempt takes the next
 * number (unique per learner and course, so concurrent submissions cannot exceed the limit) and a pass
 * issues the certificate in the same transaction. `options.at` back-dates it (the demo seed).
 */
export async function submitFinalAnswers(
  db: Executor,
  ctx: SubmitContext,
  userId: string,
  body: FinalAnswerBody,
  options: { at?: string } = {},
): Promise<FinalAttemptResult> {
  const at = options.at ?? nowIso();
  let result: FinalAttemptResult;
  try {
    result = await inTransaction(db, ctx.effects, async (trx, uow) => {
      const submitted = await submitInTransaction(trx, ctx, userId, body, at);
      // The certificate's mail was queued in the transaction: sent once the outermost one commits.
      if (submitted.certificate) uow.kickMail();
      return submitted;
    });
  } catch (error) {
    // Another submission took this attempt's number first (PostgreSQL: the unique index waited for it).
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBMITTED);
    throw error;
  }
  return result;
}

async function submitInTransaction(
  trx: Executor,
  ctx: SubmitContext,
  userId: string,
  body: FinalAnswerBody,
  at: string,
): Promise<FinalAttemptResult> {
  const course = await ownedCourse(trx, userId, body.courseId);
  await finals.lockFinal(trx, ctx.dialect, userId, course.courseId);
  const attempt = await finals.findAttempt(trx, userId, body.attemptId);
  if (!attempt || attempt.courseId !== course.courseId) throw notFound(ATTEMPT_MISSING);
  const standing = await finalStanding(trx, userId, course);
  if (standing.status === 'passed') throw conflict(ALREADY_PASSED);
  if (attempt.submittedAt) throw conflict(ALREADY_SUBMITTED);
  if (standing.status === 'exhausted') throw conflict(attemptsUsedUp(standing.attemptsAllowed));
  if (standing.status === 'locked') throw conflict(chaptersRemain(standing.remainingChapters));
  const questions = await drawnQuestions(trx, parseDraw(attempt.draw));
  if (!questions || standing.status === 'none') throw conflict(CHANGED);

  // Checked and scored in the attempt's learner ids: another attempt's ids, or stored ones, are unknown.
  const ids = attemptLearnerIds(ctx.config.jwtSecret, attempt.id);
  const shown = questions.map((question) => withLearnerIds(question, ids));
  checkAnswers(shown, body.answers);
  const score = scoreAnswers(shown, body.answers);
  const stored = storedIdsOf(questions, ids);
  const storedId = (id: string) => stored.get(id) ?? id;
  const passed = hasPassed(score.correct, score.total, course.passMark);
  const number = standing.attemptsUsed + 1;
  const submitted = await finals.submitAttempt(trx, attempt.id, {
    number,
    correct: score.correct,
    total: score.total,
    percentage: score.percentage,
    passed: passed ? 1 : 0,
    submittedAt: at,
  });
  if (!submitted) throw conflict(ALREADY_SUBMITTED);
  await attempts.insertFinalAnswers(
    trx,
    score.answers.map((answer, i) => ({
      attemptId: attempt.id,
      questionId: storedId(answer.questionId),
      position: i + 1,
      optionIds: JSON.stringify(answer.optionIds.map(storedId)),
      isCorrect: answer.isCorrect ? 1 : 0,
    })),
  );
  const certificate = passed
    ? await issueCertificate(trx, ctx, {
        userId,
        courseId: course.courseId,
        attemptId: attempt.id,
        score: score.percentage,
        issuedAt: at,
      })
    : null;
  return {
    id: attempt.id,
    courseId: course.courseId,
    number,
    correct: score.correct,
    total: score.total,
    percentage: score.percentage,
    passed,
    answers: score.answers,
    createdAt: at,
    attemptsLeft: Math.max(0, standing.attemptsAllowed - number),
    certificate,
  };
}
