import type { FinalAnswerBody, FinalAssessment, FinalAttemptResult } from '@coursewise/contract';
import { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { issueCertificate } from '../certificates/certificates.service.js';
import type { AssessmentSettings } from '../courses/courses.service.js';
import * as attempts from './attempts.repository.js';
import { ownedCourse } from './course-access.js';
import { type Draw, drawQuestions, parseDraw } from './draw.js';
import * as finals from './final-attempts.repository.js';
import { finalStanding } from './final-state.service.js';
import { toQuestion } from './question-views.js';
import { finalPool, type QuestionRecord, questionsByIds } from './questions.service.js';
import { checkAnswers, hasPassed, scoreAnswers } from './scoring.js';
import { isUniqueViolation } from './unique-violation.js';

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

type DrawnQuestions = { attemptId: string; draw: Draw; questions: QuestionRecord[] };

/** The drawn questions still stored, or null when any was removed since the draw (then it is redrawn). */
async function drawnQuestions(db: Executor, draw: Draw): Promise<QuestionRecord[] | null> {
  const questions = await questionsByIds(
    db,
    draw.map((d) => d.questionId),
  );
  return questions.length === draw.length ? questions : null;
}

/** The learner's open attempt, drawing one when there is none. Concurrent openers all get the same one. */
async function openAttempt(
  db: Executor,
  userId: string,
  course: AssessmentSettings,
  at: string,
): Promise<DrawnQuestions> {
  for (let tries = 0; tries < 3; tries += 1) {
    const open = await finals.findOpenAttempt(db, userId, course.courseId);
    if (open) {
      const draw = parseDraw(open.draw);
      const questions = await drawnQuestions(db, draw);
      if (questions) return { attemptId: open.id, draw, questions };
      await finals.deleteOpenAttempt(db, open.id);
      continue;
    }
    const draw = drawQuestions(await finalPool(db, course.courseId), course.finalQuestionCount);
    await finals.insertOpenAttempt(db, {
      id: newId(),
      userId,
      courseId: course.courseId,
      number: null,
      draw: JSON.stringify(draw),
      total: draw.length,
      createdAt: at,
    });
  }
  throw conflict('The assessment is being opened elsewhere: try again');
}

/**
 * GET course/final-question: the learner's state and, when the final is open, the current attempt's
 * questions (drawn now if none is open) with options in the attempt's shuffled order, without the key.
 * `options.at` back-dates a new draw (the demo seed).
 */
export async function startOrResumeFinal(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
  courseId: string,
  options: { at?: string } = {},
): Promise<FinalAssessment> {
  const course = await ownedCourse(db, userId, courseId);
  const standing = await finalStanding(db, userId, course);
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
  if (standing.status !== 'open') return base;
  const { attemptId, draw, questions } = await openAttempt(db, userId, course, options.at ?? nowIso());
  const order = new Map(draw.map((d) => [d.questionId, d.optionIds]));
  return {
    ...base,
    attemptId,
    questions: questions.map((question) => toQuestion(ctx, question, order.get(question.id))),
  };
}

type SubmitContext = Pick<AppContext, 'config' | 'storage' | 'mailQueue'>;

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
    result = await inTransaction(db, (trx) => submitInTransaction(trx, ctx, userId, body, at));
  } catch (error) {
    // Another submission took this attempt's number first (PostgreSQL: the unique index waited for it).
    if (isUniqueViolation(error)) throw conflict(ALREADY_SUBMITTED);
    throw error;
  }
  // The certificate's mail was queued in the transaction: send it once committed (ours, not a caller's).
  if (result.certificate && !(db instanceof Transaction)) ctx.mailQueue.kick();
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
  const attempt = await finals.findAttempt(trx, userId, body.attemptId);
  if (!attempt || attempt.courseId !== course.courseId) throw notFound(ATTEMPT_MISSING);
  const standing = await finalStanding(trx, userId, course);
  if (standing.status === 'passed') throw conflict(ALREADY_PASSED);
  if (attempt.submittedAt) throw conflict(ALREADY_SUBMITTED);
  if (standing.status === 'exhausted') throw conflict(attemptsUsedUp(course.finalAttemptLimit));
  if (standing.status === 'locked') throw conflict(chaptersRemain(standing.remainingChapters));
  const questions = await drawnQuestions(trx, parseDraw(attempt.draw));
  if (!questions || standing.status === 'none') throw conflict(CHANGED);

  checkAnswers(questions, body.answers);
  const score = scoreAnswers(questions, body.answers);
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
      questionId: answer.questionId,
      position: i + 1,
      optionIds: JSON.stringify(answer.optionIds),
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
    attemptsLeft: Math.max(0, course.finalAttemptLimit - number),
    certificate,
  };
}
