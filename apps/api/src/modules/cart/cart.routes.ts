import { cartOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getCart, toggleCart } from './cart.service.js';

/** Every route here needs a token: the operations declare it, and `routeSecurity` enforces it. */
export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.toggleCart, async (request) => {
    const inCart = await toggleCart(ctx.db, ctx, currentUserId(request), request.body.courseId);
    return { data: { inCart }, message: inCart ? 'Added to your cart' : 'Removed from your cart' };
  });

  route(api, op.getCart, async (request) => ({
    data: await getCart(ctx, currentUserId(request), request.query.currency ?? 'USD'),
  }));
}
