import { adminCoreOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listUsersForAdmin, updateUserForAdmin } from './users.admin.service.js';

/** `/api/admin/users`: registered inside the admin scope, whose hook already required an admin. */
export async function usersAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListUsers, async (request) => ({
    data: await listUsersForAdmin(ctx.db, ctx, request.query),
  }));

  route(api, op.adminUpdateUser, async (request) => ({
    data: await updateUserForAdmin(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'The user has been updated.',
  }));
}
