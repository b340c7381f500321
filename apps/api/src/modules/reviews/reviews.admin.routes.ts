import { adminCoreOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listReviewsForAdmin, setReviewHiddenForAdmin } from './reviews.admin.service.js';

/** `/api/admin/reviews`: registered inside the admin scope, whose hook already required an admin. */
export async function reviewsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListReviews, async (request) => ({
    data: await listReviewsForAdmin(ctx.db, request.query),
  }));

  route(api, op.adminUpdateReview, async (request) => {
    const { hidden } = request.body;
    return {
      data: await setReviewHiddenForAdmin(ctx.db, ctx, currentUserId(request), request.params.id, hidden),
      message: hidden ? 'The review is hidden.' : 'The review is visible again.',
    };
  });
}
