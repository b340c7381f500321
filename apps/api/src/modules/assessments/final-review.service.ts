import type {
  FinalAttempt,
  FinalAttemptsQuery,
  FinalReview,
  FinalReviewQuery,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { answersByAttempt } from './attempt-answers.js';
import { ownedCourse } from './course-access.js';
import { parseDraw } from './draw.js';
import * as finals from './final-attempts.repository.js';
import { toReview } from './question-views.js';
import { questionsByIds } from './questions.service.js';

/** The learner's submitted final attempts, and the review of one (the key, only after an attempt). */

type AttemptRow = Awaited<ReturnType<typeof finals.findAttempt>> & {};

function toFinalAttempt(row: AttemptRow, answers: FinalAttempt['answers']): FinalAttempt {
  return {
    id: row.id,
    courseId: row.courseId,
    number: row.number ?? 0,
    correct: row.correct ?? 0,
    total: row.total,
    percentage: Number(row.percentage ?? 0),
    passed: row.passed === 1,
    answers,
    createdAt: row.submittedAt ?? row.createdAt,
  };
}

/** GET courseAnswer/getAll: the learner's submitted final attempts, newest first. */
export async function listFinalAttempts(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  query: FinalAttemptsQuery,
): Promise<Paged<FinalAttempt>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const course = await ownedCourse(ctx.db, userId, query.courseId);
  const { rows, total } = await finals.listSubmittedPage(
    ctx.db,
    userId,
    course.courseId,
    limit,
    (page - 1) * limit,
  );
  const answers = await answersByAttempt(
    ctx.db,
    'final',
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toFinalAttempt(row, answers.get(row.id) ?? [])), page, limit, total };
}

/**
 * GET courseAnswer/getAllCourseAnswerDetails: the latest submitted attempt (or `attemptId`) with every
 * question's options marked correct or not, the learner's choices and the explanations. 404 before the
 * first attempt, and for an attempt that is open, another course's or another learner's.
 */
export async function getFinalReview(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  query: FinalReviewQuery,
): Promise<FinalReview> {
  const course = await ownedCourse(ctx.db, userId, query.courseId);
  const row =
    query.attemptId === undefined
      ? await finals.findLatestSubmitted(ctx.db, userId, course.courseId)
      : await finals.findAttempt(ctx.db, userId, query.attemptId);
  if (!row || row.courseId !== course.courseId || !row.submittedAt) {
    throw notFound(
      query.attemptId === undefined
        ? 'Take the final assessment first: its review shows after an attempt'
        : 'This attempt does not exist',
    );
  }
  const draw = parseDraw(row.draw);
  const [questions, answers] = await Promise.all([
    // Archived questions too: the attempt was answered while they were live.
    questionsByIds(
      ctx.db,
      draw.map((d) => d.questionId),
      { includeArchived: true },
    ),
    answersByAttempt(ctx.db, 'final', [row.id]),
  ]);
  const attemptAnswers = answers.get(row.id) ?? [];
  const byQuestion = new Map(attemptAnswers.map((a) => [a.questionId, a]));
  const order = new Map(draw.map((d) => [d.questionId, d.optionIds]));
  return {
    attempt: toFinalAttempt(row, attemptAnswers),
    // A question deleted since the attempt (never answered, so not archived) is left out; the score stays.
    questions: questions.map((q) => toReview(ctx, q, byQuestion.get(q.id), order.get(q.id))),
  };
}
