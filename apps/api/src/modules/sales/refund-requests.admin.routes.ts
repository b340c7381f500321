import { adminRefundRequestOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  approveRefundRequest,
  declineRefundRequestForAdmin,
  listRefundRequestsForAdmin,
} from './refund-requests.admin.service.js';

/** `/api/admin/refund-requests`: registered inside the admin scope, whose hook already required an admin. */
export async function refundRequestsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListRefundRequests, async (request) => ({
    data: await listRefundRequestsForAdmin(ctx.db, ctx, request.query),
  }));

  route(api, op.adminApproveRefundRequest, async (request) => ({
    data: await approveRefundRequest(ctx, currentUserId(request), request.params.id, request.body),
    message: 'The request was approved and the purchase refunded.',
  }));

  route(api, op.adminDeclineRefundRequest, async (request) => ({
    data: await declineRefundRequestForAdmin(ctx, currentUserId(request), request.params.id, request.body),
    message: 'The request was declined; the learner has been told.',
  }));
}
