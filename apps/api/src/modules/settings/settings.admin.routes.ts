import { adminContentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { getAdminSettings, updateSettings } from './settings-admin.service.js';

/** `/api/admin/settings`: registered inside the admin scope, whose hook already required an admin. */
export async function settingsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/settings', { schema: op.adminGetSettings }, async () => ({ data: await getAdminSettings(ctx) }));
  api.put('/settings', { schema: op.adminUpdateSettings }, async (request) => ({
    data: await updateSettings(ctx, currentUserId(request), request.body),
  }));
}
