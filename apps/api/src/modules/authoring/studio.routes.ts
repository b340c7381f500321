import { instructorStudioOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId, requireInstructor } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { createAdminChapter, reorderAdminChapters, updateAdminChapter } from './chapter-admin.service.js';
import { createAdminCourse, updateAdminCourse } from './course-admin.service.js';
import { getAdminCourse, listAdminCourses } from './course-admin-views.js';
import {
  assertChapterAccess,
  assertCourseAccess,
  assertModuleAccess,
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

/**
 * `/api/instructor`: the studio. Its hook requires an instructor; each course-scoped route first checks
 * that the caller teaches the course (404 otherwise, as for an unknown id), then runs the admin service.
 */
export async function studioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('onRequest', requireInstructor(ctx));
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const course = (request: { params: { id: string } }, userId: string) =>
    assertCourseAccess(ctx.db, userId, request.params.id);

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
    await course(request, currentUserId(request));
    return { data: await getAdminCourse(ctx.db, ctx, request.params.id) };
  });
  route(api, op.studioUpdateCourse, async (request) => {
    const userId = currentUserId(request);
    await course(request, userId);
    return {
      data: await updateAdminCourse(ctx.db, ctx, userId, request.params.id, request.body),
      message: 'Course saved.',
    };
  });

  route(api, op.studioListModules, async (request) => {
    await course(request, currentUserId(request));
    return { data: await listAdminModules(ctx.db, request.params.id) };
  });
  route(api, op.studioCreateModule, async (request, reply) => {
    const userId = currentUserId(request);
    await course(request, userId);
    const data = await createAdminModule(ctx.db, ctx, userId, request.params.id, request.body);
    return reply.status(201).send({ data, message: 'Module added.' });
  });
  route(api, op.studioReorderModules, async (request) => {
    const userId = currentUserId(request);
    await course(request, userId);
    await reorderAdminModules(ctx.db, ctx, userId, request.params.id, request.body.ids);
    return { message: 'Modules reordered.' };
  });
  route(api, op.studioUpdateModule, async (request) => {
    const userId = currentUserId(request);
    await assertModuleAccess(ctx.db, userId, request.params.id);
    return {
      data: await updateAdminModule(ctx.db, ctx, userId, request.params.id, request.body),
      message: 'Module saved.',
    };
  });
  route(api, op.studioCreateChapter, async (request, reply) => {
    const userId = currentUserId(request);
    await assertModuleAccess(ctx.db, userId, request.params.id);
    const data = await createAdminChapter(ctx.db, ctx, userId, request.params.id, request.body);
    return reply.status(201).send({ data, message: 'Chapter added.' });
  });
  route(api, op.studioReorderChapters, async (request) => {
    const userId = currentUserId(request);
    await assertModuleAccess(ctx.db, userId, request.params.id);
    await reorderAdminChapters(ctx.db, ctx, userId, request.params.id, request.body.ids);
    return { message: 'Chapters reordered.' };
  });
  route(api, op.studioUpdateChapter, async (request) => {
    const userId = currentUserId(request);
    await assertChapterAccess(ctx.db, userId, request.params.id);
    return {
      data: await updateAdminChapter(ctx.db, ctx, userId, request.params.id, request.body),
      message: 'Chapter saved.',
    };
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
