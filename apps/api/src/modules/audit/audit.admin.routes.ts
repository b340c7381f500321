import { adminCoreOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../plugins/route-from-operation.js';
import { type ActorLabels, listAudit } from './audit.service.js';

/** `/api/admin/audit`: registered inside the admin scope, whose hook already required an admin. */
export async function auditAdminRoutes(
  app: FastifyInstance,
  { ctx, actorLabels }: { ctx: AppContext; actorLabels: ActorLabels },
) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminListAudit, async (request) => ({
    data: await listAudit(ctx.db, request.query, actorLabels),
  }));
}
