import {
  CourseIdBody,
  ErrorBody,
  PageQuery,
  WishListResponse,
  WishToggleResponse,
} from '@coursewise/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId, requireAuth } from '../../plugins/auth.js';
import { listWishlist, toggleWishlist } from './wishlist.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const ListQuery = Type.Object(PageQuery, { additionalProperties: false });

export async function wishlistRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('preHandler', requireAuth(ctx));

  app.post<{ Body: CourseIdBody }>(
    '/wish/add-remove',
    { schema: { tags: ['wishlist'], body: CourseIdBody, response: { 200: WishToggleResponse, ...errors } } },
    async (request) => {
      const wishlisted = await toggleWishlist(ctx, currentUserId(request), request.body.courseId);
      return {
        data: { wishlisted },
        message: wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist',
      };
    },
  );

  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/wish/list',
    {
      schema: { tags: ['wishlist'], querystring: ListQuery, response: { 200: WishListResponse, ...errors } },
    },
    async (request) => ({
      data: await listWishlist(
        ctx,
        currentUserId(request),
        request.query.page ?? 1,
        request.query.limit ?? 12,
      ),
    }),
  );
}
