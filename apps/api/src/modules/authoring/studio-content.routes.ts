import { instructorStudioContentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { receiveUpload } from '../uploads/uploads.service.js';
import { deleteAdminChapter, getAdminChapter, listAdminChapters } from './chapter-admin.service.js';
import { deleteAdminCourse } from './course-admin.service.js';
import { deleteAdminModule, getAdminModule } from './module-admin.service.js';
import { asTeacher } from './studio-access.js';

const OWNER_DELETES = 'Only the course’s owner can delete it';

/**
 * `/api/instructor`: the studio's outline reads and deletes, and uploads. Each course-scoped route runs
 * the admin service through `asTeacher` (404 for a course the caller does not teach); deleting a course
 * is its owner's alone. Uploads belong to no course: any instructor may upload, with the admin's limits,
 * audited with the instructor as actor.
 */
export async function studioContentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.studioDeleteCourse, async (request) => {
    const userId = currentUserId(request);
    const courseId = request.params.id;
    await asTeacher(ctx, userId, { courseId }, (db) => deleteAdminCourse(db, ctx, userId, courseId), {
      ownerOnly: OWNER_DELETES,
    });
    return { message: 'Course deleted.' };
  });

  route(api, op.studioGetModule, async (request) => {
    const moduleId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { moduleId }, (db) =>
      getAdminModule(db, moduleId),
    );
    return { data };
  });
  route(api, op.studioDeleteModule, async (request) => {
    const userId = currentUserId(request);
    const moduleId = request.params.id;
    await asTeacher(ctx, userId, { moduleId }, (db) => deleteAdminModule(db, ctx, userId, moduleId));
    return { message: 'Module deleted.' };
  });
  route(api, op.studioListChapters, async (request) => {
    const moduleId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { moduleId }, (db) =>
      listAdminChapters(db, moduleId),
    );
    return { data };
  });

  route(api, op.studioGetChapter, async (request) => {
    const chapterId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { chapterId }, (db) =>
      getAdminChapter(db, ctx, chapterId),
    );
    return { data };
  });
  route(api, op.studioDeleteChapter, async (request) => {
    const userId = currentUserId(request);
    const chapterId = request.params.id;
    await asTeacher(ctx, userId, { chapterId }, (db) => deleteAdminChapter(db, ctx, userId, chapterId));
    return { message: 'Chapter deleted.' };
  });

  route(api, op.studioUpload, async (request, reply) => {
    const upload = await receiveUpload(ctx, request, currentUserId(request));
    return reply.status(201).send({ data: upload });
  });
}
