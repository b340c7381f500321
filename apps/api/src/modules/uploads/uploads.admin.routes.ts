import { adminUploadOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { receiveUpload } from './uploads.service.js';

/** `/api/admin/uploads`: registered inside the admin scope, whose hook already required an admin. */
export async function uploadAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminUpload, async (request, reply) => {
    const upload = await receiveUpload(ctx, request, currentUserId(request));
    return reply.status(201).send({ data: upload });
  });
}
