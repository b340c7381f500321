import { adminCatalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import {
  createAdminChapter,
  deleteAdminChapter,
  getAdminChapter,
  listAdminChapters,
  reorderAdminChapters,
  updateAdminChapter,
} from './chapter-admin.service.js';
import {
  createAdminModule,
  deleteAdminModule,
  getAdminModule,
  listAdminModules,
  reorderAdminModules,
  updateAdminModule,
} from './module-admin.service.js';

/** Modules and chapters under `/api/admin`, inside the admin scope (its hook requires an admin). */
export async function outlineAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/courses/:id/modules', { schema: op.adminListModules }, async (request) => ({
    data: await listAdminModules(ctx.db, ctx, request.params.id),
  }));
  api.post('/courses/:id/modules', { schema: op.adminCreateModule }, async (request, reply) => {
    const data = await createAdminModule(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data, message: 'Module added.' });
  });
  api.put('/courses/:id/modules/order', { schema: op.adminReorderModules }, async (request) => {
    await reorderAdminModules(ctx.db, ctx, currentUserId(request), request.params.id, request.body.ids);
    return { message: 'Modules reordered.' };
  });
  api.get('/modules/:id', { schema: op.adminGetModule }, async (request) => ({
    data: await getAdminModule(ctx.db, ctx, request.params.id),
  }));
  api.put('/modules/:id', { schema: op.adminUpdateModule }, async (request) => ({
    data: await updateAdminModule(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Module saved.',
  }));
  api.delete('/modules/:id', { schema: op.adminDeleteModule }, async (request) => {
    await deleteAdminModule(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Module deleted.' };
  });

  api.get('/modules/:id/chapters', { schema: op.adminListChapters }, async (request) => ({
    data: await listAdminChapters(ctx.db, ctx, request.params.id),
  }));
  api.post('/modules/:id/chapters', { schema: op.adminCreateChapter }, async (request, reply) => {
    const data = await createAdminChapter(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data, message: 'Chapter added.' });
  });
  api.put('/modules/:id/chapters/order', { schema: op.adminReorderChapters }, async (request) => {
    await reorderAdminChapters(ctx.db, ctx, currentUserId(request), request.params.id, request.body.ids);
    return { message: 'Chapters reordered.' };
  });
  api.get('/chapters/:id', { schema: op.adminGetChapter }, async (request) => ({
    data: await getAdminChapter(ctx.db, ctx, request.params.id),
  }));
  api.put('/chapters/:id', { schema: op.adminUpdateChapter }, async (request) => ({
    data: await updateAdminChapter(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Chapter saved.',
  }));
  api.delete('/chapters/:id', { schema: op.adminDeleteChapter }, async (request) => {
    await deleteAdminChapter(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Chapter deleted.' };
  });
}
