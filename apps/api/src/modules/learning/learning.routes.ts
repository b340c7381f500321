import { learningOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { getChapter, saveChapterProgress } from './chapter.service.js';
import { getModuleChapters, getPurchasedCourse, listLearningCourses } from './learning.service.js';

/** Studying a course. Tokens are required (or optional for chapters) as the operations declare. */
export async function learningRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/learning/courses', { schema: op.listLearningCourses }, async (request) => ({
    data: await listLearningCourses(ctx, currentUserId(request), request.query),
  }));

  api.get('/course/purchase-details/:courseId', { schema: op.getPurchasedCourse }, async (request) => ({
    data: await getPurchasedCourse(ctx, currentUserId(request), request.params.courseId),
  }));

  api.get('/module/chapter/details/:moduleId', { schema: op.getModuleChapters }, async (request) => ({
    data: await getModuleChapters(ctx, currentUserId(request), request.params.moduleId),
  }));

  api.get('/chapter/details/:chapterId', { schema: op.getChapter }, async (request) => ({
    data: await getChapter(ctx, request.params.chapterId, request.userId),
  }));

  api.post('/chapter/progress', { schema: op.saveChapterProgress }, async (request) => ({
    data: await saveChapterProgress(ctx.db, ctx, currentUserId(request), request.body),
  }));
}
