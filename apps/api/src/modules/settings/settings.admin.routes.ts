import { adminContentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getAdminSettings, updateSettings } from './settings-admin.service.js';

/** `/api/admin/settings`: registered inside the admin scope, whose hook already required an admin. */
export async function settingsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminGetSettings, async () => ({ data: await getAdminSettings(ctx) }));
  route(api, op.adminUpdateSettings, async (request) => ({
    data: await updateSettings(ctx, currentUserId(request), request.body),
  }));
}
