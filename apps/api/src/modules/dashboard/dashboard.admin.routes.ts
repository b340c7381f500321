import { adminSalesOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../plugins/route-from-operation.js';
import { getDashboard } from './dashboard.admin.service.js';

/** `/api/admin/dashboard`: registered inside the admin scope, whose hook already required an admin. */
export async function dashboardAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminGetDashboard, async (request) => ({
    data: await getDashboard(ctx.db, ctx, request.query),
  }));
}
