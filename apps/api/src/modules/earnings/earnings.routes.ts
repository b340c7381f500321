import { instructorEarningsOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route, scopedUrl } from '../../plugins/route-from-operation.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { listEarnings, listPayouts, statementFile } from './earnings.service.js';

/** `/api/instructor/earnings` and `/payouts`: the caller’s own ledger lines and statements (the scope requires an instructor). */
export async function earningsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.instructorEarnings, async (request) => ({
    data: await listEarnings(ctx, currentUserId(request), request.query),
  }));
  route(api, op.instructorPayouts, async (request) => ({
    data: await listPayouts(ctx, currentUserId(request)),
  }));
  // A file answer: the plain provider, since the contract types only its errors.
  app.get<{ Params: { month: string }; Querystring: { format: 'csv' | 'pdf' } }>(
    scopedUrl(app, op.instructorStatement),
    { schema: op.instructorStatement },
    async (request, reply) => {
      const id = currentUserId(request);
      const label = (await accountLabelsByIds(ctx.db, [id])).get(id);
      const file = await statementFile(
        ctx,
        { id, name: label?.name || label?.email || '' },
        request.params.month,
        request.query.format,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
