import { paymentOperations as op } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { handleStripeWebhook } from './stripe-webhook.service.js';

/**
 * POST payment/webhook. Stripe signs the exact bytes it sends, so this scope (and only this one: the
 * rest of the API keeps Fastify's JSON parser) takes JSON bodies as a raw Buffer, and nothing else.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(op.handleStripeWebhook.url, { schema: op.handleStripeWebhook }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await handleStripeWebhook(ctx, request.log, body, typeof signature === 'string' ? signature : undefined);
    return { received: true };
  });
}
