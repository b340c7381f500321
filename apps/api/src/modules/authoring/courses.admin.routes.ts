import { adminCatalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  getAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './category-admin.service.js';
import { createAdminCourse, deleteAdminCourse, updateAdminCourse } from './course-admin.service.js';
import { getAdminCourse, listAdminCourses } from './course-admin-views.js';

/** `/api/admin/categories` and `/api/admin/courses`, inside the admin scope (its hook requires an admin). */
export async function courseAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListCategories, async (request) => ({
    data: await listAdminCategories(ctx.db, request.query),
  }));
  route(api, op.adminCreateCategory, async (request, reply) => {
    const data = await createAdminCategory(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({ data, message: 'Category created.' });
  });
  route(api, op.adminGetCategory, async (request) => ({
    data: await getAdminCategory(ctx.db, request.params.id),
  }));
  route(api, op.adminUpdateCategory, async (request) => ({
    data: await updateAdminCategory(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Category saved.',
  }));
  route(api, op.adminDeleteCategory, async (request) => {
    await deleteAdminCategory(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Category deleted.' };
  });

  route(api, op.adminListCourses, async (request) => ({
    data: await listAdminCourses(ctx.db, ctx, request.query),
  }));
  route(api, op.adminCreateCourse, async (request, reply) => {
    const data = await createAdminCourse(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({ data, message: 'Draft course created.' });
  });
  route(api, op.adminGetCourse, async (request) => ({
    data: await getAdminCourse(ctx.db, ctx, request.params.id),
  }));
  route(api, op.adminUpdateCourse, async (request) => ({
    data: await updateAdminCourse(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Course saved.',
  }));
  route(api, op.adminDeleteCourse, async (request) => {
    await deleteAdminCourse(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Course deleted.' };
  });
}
