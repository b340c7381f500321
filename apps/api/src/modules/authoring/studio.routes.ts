import { instructorStudioOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { createAdminChapter, reorderAdminChapters, updateAdminChapter } from './chapter-admin.service.js';
import { createAdminCourse, updateAdminCourse } from './course-admin.service.js';
import { getAdminCourse, listAdminCourses } from './course-admin-views.js';
import {
  coursesTaughtBy,
  inviteCoInstructor,
  listCourseInstructors,
  removeCoInstructor,
} from './course-instructors.service.js';
import {
  createAdminModule,
  listAdminModules,
  reorderAdminModules,
  updateAdminModule,
} from './module-admin.service.js';
import { asTeacher } from './studio-access.js';

/**
 * `/api/instructor`: the studio's courses, modules, chapters and co-instructors. The scope's hook requires
 * an instructor (instructor-routes.ts); each course-scoped route runs the admin service through
 * `asTeacher`, which checks in the same transaction that the caller teaches the course (404 otherwise).
 */
export async function studioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.studioListCourses, async (request) => ({
    data: await listAdminCourses(
      ctx.db,
      ctx,
      request.query,
      await coursesTaughtBy(ctx.db, currentUserId(request)),
    ),
  }));
  route(api, op.studioCreateCourse, async (request, reply) => {
    const userId = currentUserId(request);
    const data = await createAdminCourse(ctx.db, ctx, userId, request.body, userId);
    return reply.status(201).send({ data, message: 'Draft course created.' });
  });
  route(api, op.studioGetCourse, async (request) => {
    const courseId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { courseId }, (db) =>
      getAdminCourse(db, ctx, courseId),
    );
    return { data };
  });
  route(api, op.studioUpdateCourse, async (request) => {
    const userId = currentUserId(request);
    const courseId = request.params.id;
    const data = await asTeacher(ctx, userId, { courseId }, (db) =>
      updateAdminCourse(db, ctx, userId, courseId, request.body),
    );
    return { data, message: 'Course saved.' };
  });

  route(api, op.studioListModules, async (request) => {
    const courseId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { courseId }, (db) =>
      listAdminModules(db, courseId),
    );
    return { data };
  });
  route(api, op.studioCreateModule, async (request, reply) => {
    const userId = currentUserId(request);
    const courseId = request.params.id;
    const data = await asTeacher(ctx, userId, { courseId }, (db) =>
      createAdminModule(db, ctx, userId, courseId, request.body),
    );
    return reply.status(201).send({ data, message: 'Module added.' });
  });
  route(api, op.studioReorderModules, async (request) => {
    const userId = currentUserId(request);
    const courseId = request.params.id;
    await asTeacher(ctx, userId, { courseId }, (db) =>
      reorderAdminModules(db, ctx, userId, courseId, request.body.ids),
    );
    return { message: 'Modules reordered.' };
  });
  route(api, op.studioUpdateModule, async (request) => {
    const userId = currentUserId(request);
    const moduleId = request.params.id;
    const data = await asTeacher(ctx, userId, { moduleId }, (db) =>
      updateAdminModule(db, ctx, userId, moduleId, request.body),
    );
    return { data, message: 'Module saved.' };
  });
  route(api, op.studioCreateChapter, async (request, reply) => {
    const userId = currentUserId(request);
    const moduleId = request.params.id;
    const data = await asTeacher(ctx, userId, { moduleId }, (db) =>
      createAdminChapter(db, ctx, userId, moduleId, request.body),
    );
    return reply.status(201).send({ data, message: 'Chapter added.' });
  });
  route(api, op.studioReorderChapters, async (request) => {
    const userId = currentUserId(request);
    const moduleId = request.params.id;
    await asTeacher(ctx, userId, { moduleId }, (db) =>
      reorderAdminChapters(db, ctx, userId, moduleId, request.body.ids),
    );
    return { message: 'Chapters reordered.' };
  });
  route(api, op.studioUpdateChapter, async (request) => {
    const userId = currentUserId(request);
    const chapterId = request.params.id;
    const data = await asTeacher(ctx, userId, { chapterId }, (db) =>
      updateAdminChapter(db, ctx, userId, chapterId, request.body),
    );
    return { data, message: 'Chapter saved.' };
  });

  route(api, op.studioListInstructors, async (request) => ({
    data: await listCourseInstructors(ctx.db, currentUserId(request), request.params.id),
  }));
  route(api, op.studioInviteInstructor, async (request, reply) => {
    const data = await inviteCoInstructor(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body.email,
    );
    return reply.status(201).send({ data, message: 'Co-instructor added.' });
  });
  route(api, op.studioRemoveInstructor, async (request) => {
    const { id, userId } = request.params;
    await removeCoInstructor(ctx.db, ctx, currentUserId(request), id, userId);
    return { message: 'Co-instructor removed.' };
  });
}
