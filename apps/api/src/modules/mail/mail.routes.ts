import { devOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listOutbox } from './mail.service.js';

/** GET /api/dev/outbox: the development mailbox. Not registered in production. */
export async function devOutboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/dev/outbox', { schema: op.listOutboxMessages }, async () => ({ data: await listOutbox(ctx) }));
}
