import { purchaseOperations as op } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { invoicePdf } from './invoices.service.js';

/** `GET purchase/{paymentId}/invoice`: the learner's own invoice, as a download. */
export async function invoiceRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // A binary answer: the plain provider, since the contract types only its errors.
  app.get<{ Params: { id: string } }>(
    op.getInvoice.url,
    { schema: op.getInvoice },
    async (request, reply) => {
      const { number, pdf } = await invoicePdf(ctx, currentUserId(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
