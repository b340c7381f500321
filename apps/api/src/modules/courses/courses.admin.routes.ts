import { adminCatalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
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

  api.get('/categories', { schema: op.adminListCategories }, async (request) => ({
    data: await listAdminCategories(ctx.db, request.query),
  }));
  api.post('/categories', { schema: op.adminCreateCategory }, async (request, reply) => {
    const data = await createAdminCategory(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({ data, message: 'Category created.' });
  });
  api.get('/categories/:id', { schema: op.adminGetCategory }, async (request) => ({
    data: await getAdminCategory(ctx.db, request.params.id),
  }));
  api.put('/categories/:id', { schema: op.adminUpdateCategory }, async (request) => ({
    data: await updateAdminCategory(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Category saved.',
  }));
  api.delete('/categories/:id', { schema: op.adminDeleteCategory }, async (request) => {
    await deleteAdminCategory(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Category deleted.' };
  });

  api.get('/courses', { schema: op.adminListCourses }, async (request) => ({
    data: await listAdminCourses(ctx.db, ctx, request.query),
  }));
  api.post('/courses', { schema: op.adminCreateCourse }, async (request, reply) => {
    const data = await createAdminCourse(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(201).send({ data, message: 'Draft course created.' });
  });
  api.get('/courses/:id', { schema: op.adminGetCourse }, async (request) => ({
    data: await getAdminCourse(ctx.db, ctx, request.params.id),
  }));
  api.put('/courses/:id', { schema: op.adminUpdateCourse }, async (request) => ({
    data: await updateAdminCourse(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Course saved.',
  }));
  api.delete('/courses/:id', { schema: op.adminDeleteCourse }, async (request) => {
    await deleteAdminCourse(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Course deleted.' };
  });
}
