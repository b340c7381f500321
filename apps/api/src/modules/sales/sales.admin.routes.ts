import { adminSalesOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getPurchaseForAdmin, listPurchasesForAdmin } from './purchases.admin.service.js';
import { refundPurchaseForAdmin } from './refund.service.js';

/** `/api/admin/purchases`: registered inside the admin scope, whose hook already required an admin. */
export async function salesAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListPurchases, async (request) => ({
    data: await listPurchasesForAdmin(ctx.db, ctx, request.query),
  }));

  route(api, op.adminGetPurchase, async (request) => ({
    data: await getPurchaseForAdmin(ctx.db, ctx, request.params.id),
  }));

  route(api, op.adminRefundPurchase, async (request) => ({
    data: await refundPurchaseForAdmin(ctx, currentUserId(request), request.params.id, request.body),
    message: 'The purchase has been refunded.',
  }));
}
