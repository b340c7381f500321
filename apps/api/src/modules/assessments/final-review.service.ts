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
import { sumExtraAttempts } from './final-grants.repository.js';
import { answerWithLearnerIds, attemptLearnerIds, withLearnerIds } from './learner-ids.js';
import { toReview } from './question-views.js';
import { questionsByIds } from './questions.service.js';

/**
 * The learner's submitted final attempts, and the review of one: the key only once the learner has
 * passed or used every attempt. Ids are each attempt's learner ids (`learner-ids.ts`).
 */

type AttemptRow = Awaited<ReturnType<typeof finals.findAttempt>> & {};
type ReviewContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

function toFinalAttempt(
  ctx: Pick<AppContext, 'config'>,
  row: AttemptRow,
  answers: FinalAttempt['answers'],
): FinalAttempt {
  const ids = attemptLearnerIds(ctx.config.jwtSecret, row.id);
  return {
    id: row.id,
    courseId: row.courseId,
    number: row.number ?? 0,
    correct: row.correct ?? 0,
    total: row.total,
    percentage: Number(row.percentage ?? 0),
    passed: row.passed === 1,
    answers: answers.map((answer) => answerWithLearnerIds(answer, ids)),
    createdAt: row.submittedAt ?? row.createdAt,
  };
}

/** GET courseAnswer/getAll: the learner's submitted final attempts, newest first. */
export async function listFinalAttempts(
  ctx: Pick<AppContext, 'db' | 'config'>,
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
  return {
    items: rows.map((row) => toFinalAttempt(ctx, row, answers.get(row.id) ?? [])),
    page,
    limit,
    total,
  };
}

/**
 * GET courseAnswer/getAllCourseAnswerDetails: the latest submitted attempt (or `attemptId`) with the
 * learner's choices and whether each question was right; once the learner has passed or has no attempts
 * left, every option marked correct or not and the explanations too (before, the next attempt could copy
 * them). 404 before the first attempt, and for an attempt that is open, another course's or learner's.
 */
export async function getFinalReview(
  ctx: ReviewContext,
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
  const [questions, answers, summary, extra] = await Promise.all([
    // Archived questions too: the attempt was answered while they were live.
    questionsByIds(
      ctx.db,
      draw.map((d) => d.questionId),
      { includeArchived: true },
    ),
    answersByAttempt(ctx.db, 'final', [row.id]),
    finals.submittedSummary(ctx.db, userId, course.courseId),
    sumExtraAttempts(ctx.db, userId, course.courseId),
  ]);
  const keyShown = summary.passed || summary.used >= course.finalAttemptLimit + extra;
  const ids = attemptLearnerIds(ctx.config.jwtSecret, row.id);
  const attemptAnswers = answers.get(row.id) ?? [];
  const byQuestion = new Map(attemptAnswers.map((a) => [a.questionId, a]));
  const order = new Map(draw.map((d) => [d.questionId, d.optionIds]));
  return {
    attempt: toFinalAttempt(ctx, row, attemptAnswers),
    keyShown,
    // A question deleted since the attempt (never answered, so not archived) is left out; the score stays.
    questions: questions.map((q) => {
      const answer = byQuestion.get(q.id);
      return toReview(ctx, withLearnerIds(q, ids), answer && answerWithLearnerIds(answer, ids), {
        optionOrder: order.get(q.id)?.map(ids),
        keyShown,
      });
    }),
  };
}
