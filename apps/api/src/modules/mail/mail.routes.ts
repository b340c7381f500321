import { devOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { route } from '../../plugins/route-from-operation.js';
import { listOutbox } from './mail.service.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the request comes from this machine: the connection's peer and, with TRUST_PROXY, every
 * forwarded address too (a client can write any X-Forwarded-For, a proxy only appends to it).
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const addresses = [request.socket.remoteAddress, ...(request.ips ?? [request.ip])];
  return addresses.every((address) => address !== undefined && LOOPBACK.has(address));
}

/**
 * GET /api/dev/outbox: the development mailbox. Not registered in production, and answered only to
 * clients on this machine: it holds every reset code, so from anywhere else it looks absent.
 */
export async function devOutboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.listOutboxMessages, async () => ({ data: await listOutbox(ctx) }), {
    onRequest: async (request) => {
      if (!isFromThisMachine(request)) {
        throw notFound(`Nothing at ${request.method} ${request.url.split('?')[0] ?? ''}`);
      }
    },
  });
}
