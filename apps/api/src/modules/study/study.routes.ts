import { learningOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getChapter } from '../learning/chapter.service.js';
import { listLearningCourses } from '../learning/learning.service.js';
import { getModuleChapters, getPurchasedCourse, saveProgress } from './study.service.js';

/** Studying a course (learning's progress with assessments' quizzes and final). Tokens are required (or optional for chapters) as the operations declare. */
export async function studyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.listLearningCourses, async (request) => ({
    data: await listLearningCourses(ctx, currentUserId(request), request.query),
  }));

  route(api, op.getPurchasedCourse, async (request) => ({
    data: await getPurchasedCourse(ctx, currentUserId(request), request.params.courseId),
  }));

  route(api, op.getModuleChapters, async (request) => ({
    data: await getModuleChapters(ctx, currentUserId(request), request.params.moduleId),
  }));

  route(api, op.getChapter, async (request) => ({
    data: await getChapter(ctx, request.params.chapterId, request.userId),
  }));

  route(api, op.saveChapterProgress, async (request) => ({
    data: await saveProgress(ctx.db, currentUserId(request), request.body),
  }));
}
