import {
  CartQuery,
  CartResponse,
  CartToggleResponse,
  CourseIdBody,
  type CurrencyCode,
  ErrorBody,
} from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId, requireAuth } from '../../plugins/auth.js';
import { getCart, toggleCart } from './cart.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('preHandler', requireAuth(ctx));

  app.post<{ Body: CourseIdBody }>(
    '/cart/add-remove',
    { schema: { tags: ['cart'], body: CourseIdBody, response: { 200: CartToggleResponse, ...errors } } },
    async (request) => {
      const inCart = await toggleCart(ctx, currentUserId(request), request.body.courseId);
      return { data: { inCart }, message: inCart ? 'Added to your cart' : 'Removed from your cart' };
    },
  );

  app.get<{ Querystring: { currency?: CurrencyCode } }>(
    '/cart/list',
    { schema: { tags: ['cart'], querystring: CartQuery, response: { 200: CartResponse, ...errors } } },
    async (request) => ({
      data: await getCart(ctx, currentUserId(request), request.query.currency ?? 'USD'),
    }),
  );
}
