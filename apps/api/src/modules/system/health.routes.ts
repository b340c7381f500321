import { HealthResponse } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/health', { schema: { tags: ['system'], response: { 200: HealthResponse } } }, async () => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database is not reachable', 503);
    }
    return { status: 'ok' as const };
  });
}
