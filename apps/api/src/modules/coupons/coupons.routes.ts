import { couponOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { route } from '../../plugins/route-from-operation.js';
import { quoteCoupon } from './coupons.service.js';

/** GET coupon/check: signed out too (a share link), the learner's own cap checked when signed in. */
export async function couponRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.checkCoupon, async (request) => ({
    data: await quoteCoupon(ctx, { ip: request.ip, userId: request.userId ?? null }, request.query, nowIso()),
  }));
}
