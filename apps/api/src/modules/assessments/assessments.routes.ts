import { assessmentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { getChapterQuiz, listChapterAttempts, submitChapterAnswers } from './chapter-quiz.service.js';
import { startOrResumeFinal, submitFinalAnswers } from './final-assessment.service.js';
import { getFinalReview, listFinalAttempts } from './final-review.service.js';

/** Chapter quizzes and the final assessment. Tokens are required as the operations declare. */
export async function assessmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/chapter/questions', { schema: op.getChapterQuestions }, async (request) => ({
    data: await getChapterQuiz(ctx, currentUserId(request), request.query.chapterId),
  }));

  api.post('/chapterAnswer/add', { schema: op.addChapterAnswers }, async (request, reply) => {
    const result = await submitChapterAnswers(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({
      data: result,
      message: result.passed ? 'Quiz passed: chapter completed.' : 'Quiz submitted.',
    });
  });

  api.get('/chapterAnswer/getAll', { schema: op.listChapterAnswers }, async (request) => ({
    data: await listChapterAttempts(ctx, currentUserId(request), request.query),
  }));

  api.get('/course/final-question', { schema: op.getFinalQuestions }, async (request) => ({
    data: await startOrResumeFinal(ctx.db, ctx, currentUserId(request), request.query.courseId),
  }));

  api.post('/courseAnswer/add', { schema: op.addFinalAnswers }, async (request, reply) => {
    const result = await submitFinalAnswers(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({
      data: result,
      message: result.passed ? 'You passed! Your certificate is ready.' : 'Assessment submitted.',
    });
  });

  api.get('/courseAnswer/getAll', { schema: op.listFinalAnswers }, async (request) => ({
    data: await listFinalAttempts(ctx, currentUserId(request), request.query),
  }));

  api.get('/courseAnswer/getAllCourseAnswerDetails', { schema: op.getFinalReview }, async (request) => ({
    data: await getFinalReview(ctx, currentUserId(request), request.query),
  }));
}
