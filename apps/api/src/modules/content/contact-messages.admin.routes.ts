import { adminCoreOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listContactMessagesForAdmin, setContactMessageHandled } from './contact-messages.admin.service.js';

/** `/api/admin/contact-messages`: registered inside the admin scope, whose hook already required an admin. */
export async function contactMessagesAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListContactMessages, async (request) => ({
    data: await listContactMessagesForAdmin(ctx.db, request.query),
  }));

  route(api, op.adminUpdateContactMessage, async (request) => {
    const { handled } = request.body;
    return {
      data: await setContactMessageHandled(ctx.db, currentUserId(request), request.params.id, handled),
      message: handled ? 'Marked as handled.' : 'Marked as open.',
    };
  });
}
