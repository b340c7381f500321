import { adminCatalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
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

  route(api, op.adminListModules, async (request) => ({
    data: await listAdminModules(ctx.db, request.params.id),
  }));
  route(api, op.adminCreateModule, async (request, reply) => {
    const data = await createAdminModule(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data, message: 'Module added.' });
  });
  route(api, op.adminReorderModules, async (request) => {
    await reorderAdminModules(ctx.db, ctx, currentUserId(request), request.params.id, request.body.ids);
    return { message: 'Modules reordered.' };
  });
  route(api, op.adminGetModule, async (request) => ({
    data: await getAdminModule(ctx.db, request.params.id),
  }));
  route(api, op.adminUpdateModule, async (request) => ({
    data: await updateAdminModule(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Module saved.',
  }));
  route(api, op.adminDeleteModule, async (request) => {
    await deleteAdminModule(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Module deleted.' };
  });

  route(api, op.adminListChapters, async (request) => ({
    data: await listAdminChapters(ctx.db, request.params.id),
  }));
  route(api, op.adminCreateChapter, async (request, reply) => {
    const data = await createAdminChapter(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data, message: 'Chapter added.' });
  });
  route(api, op.adminReorderChapters, async (request) => {
    await reorderAdminChapters(ctx.db, ctx, currentUserId(request), request.params.id, request.body.ids);
    return { message: 'Chapters reordered.' };
  });
  route(api, op.adminGetChapter, async (request) => ({
    data: await getAdminChapter(ctx.db, ctx, request.params.id),
  }));
  route(api, op.adminUpdateChapter, async (request) => ({
    data: await updateAdminChapter(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Chapter saved.',
  }));
  route(api, op.adminDeleteChapter, async (request) => {
    await deleteAdminChapter(ctx.db, ctx, currentUserId(request), request.params.id);
    return { message: 'Chapter deleted.' };
  });
}
