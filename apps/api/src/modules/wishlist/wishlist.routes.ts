import { wishlistOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listWishlist, toggleWishlist } from './wishlist.service.js';

/** Every route here needs a token: the operations declare it, and `routeSecurity` enforces it. */
export async function wishlistRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.toggleWishlist, async (request) => {
    const wishlisted = await toggleWishlist(ctx.db, currentUserId(request), request.body.courseId);
    return {
      data: { wishlisted },
      message: wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist',
    };
  });

  route(api, op.listWishlist, async (request) => ({
    data: await listWishlist(ctx, currentUserId(request), request.query.page ?? 1, request.query.limit ?? 12),
  }));
}
