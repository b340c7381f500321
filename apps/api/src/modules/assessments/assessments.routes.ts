import { assessmentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getChapterQuiz, listChapterAttempts, submitChapterAnswers } from './chapter-quiz.service.js';
import { startOrResumeFinal, submitFinalAnswers } from './final-assessment.service.js';
import { getFinalReview, listFinalAttempts } from './final-review.service.js';

/** Chapter quizzes and the final assessment. Tokens are required as the operations declare. */
export async function assessmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.getChapterQuestions, async (request) => ({
    data: await getChapterQuiz(ctx, currentUserId(request), request.query.chapterId),
  }));

  route(api, op.addChapterAnswers, async (request, reply) => {
    const result = await submitChapterAnswers(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({
      data: result,
      message: result.passed ? 'Quiz passed: chapter completed.' : 'Quiz submitted.',
    });
  });

  route(api, op.listChapterAnswers, async (request) => ({
    data: await listChapterAttempts(ctx, currentUserId(request), request.query),
  }));

  route(api, op.getFinalQuestions, async (request) => ({
    data: await startOrResumeFinal(ctx.db, ctx, currentUserId(request), request.query.courseId),
  }));

  route(api, op.addFinalAnswers, async (request, reply) => {
    const result = await submitFinalAnswers(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({
      data: result,
      message: result.passed ? 'You passed! Your certificate is ready.' : 'Assessment submitted.',
    });
  });

  route(api, op.listFinalAnswers, async (request) => ({
    data: await listFinalAttempts(ctx, currentUserId(request), request.query),
  }));

  route(api, op.getFinalReview, async (request) => ({
    data: await getFinalReview(ctx, currentUserId(request), request.query),
  }));
}
