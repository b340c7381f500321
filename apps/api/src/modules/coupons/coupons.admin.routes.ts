import { adminCouponOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { createCoupon, getAdminCoupon, listAdminCoupons, updateCoupon } from './coupons.admin.service.js';

/** `/api/admin/coupons`: registered inside the admin scope, whose hook already required an admin. */
export async function couponsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListCoupons, async (request) => ({
    data: await listAdminCoupons(ctx.db, request.query),
  }));

  route(api, op.adminCreateCoupon, async (request, reply) =>
    reply.status(201).send({
      data: await createCoupon(ctx.db, currentUserId(request), request.body),
      message: 'Coupon created.',
    }),
  );

  route(api, op.adminGetCoupon, async (request) => ({
    data: await getAdminCoupon(ctx.db, request.params.id),
  }));

  route(api, op.adminUpdateCoupon, async (request) => ({
    data: await updateCoupon(ctx.db, currentUserId(request), request.params.id, request.body),
    message: request.body.active === false ? 'Coupon deactivated.' : 'Coupon saved.',
  }));
}
