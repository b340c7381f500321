import { OutboxResponse } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listOutboxEmails } from './mail.repository.js';

/** GET /api/dev/outbox: the development mailbox. Not registered in production. */
export async function devOutboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/dev/outbox', { schema: { tags: ['dev'], response: { 200: OutboxResponse } } }, async () => {
    const rows = await listOutboxEmails(ctx.db, 100);
    return {
      data: rows.map((r) => ({
        to: r.toAddress,
        subject: r.subject,
        text: r.textBody,
        html: r.htmlBody,
        createdAt: r.createdAt,
      })),
    };
  });
}
