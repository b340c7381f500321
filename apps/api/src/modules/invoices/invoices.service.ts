import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findAccountById } from '../account/account-records.service.js';
import { readPayment } from '../payments/payments.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { toInvoice } from './invoice-content.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/**
 * The invoice PDF of one of the learner's payments. Another learner's payment is as absent as an
 * unknown one (404); one that was never paid has no invoice (409 `NOT_INVOICED`).
 */
export async function invoicePdf(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  paymentId: string,
): Promise<{ number: string; pdf: Buffer }> {
  const payment = await readPayment(ctx, userId, paymentId);
  if (payment.status !== 'succeeded' || !payment.invoiceNumber)
    throw new AppError('NOT_INVOICED', 'This payment was not completed, so it has no invoice', 409);
  const [settings, account] = await Promise.all([
    getEditableSettings(ctx.db),
    findAccountById(ctx.db, userId),
  ]);
  if (!account) throw notFound('This payment does not exist');
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
  const invoice = toInvoice(payment, payment.invoiceNumber, settings, { name, email: account.email });
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice) };
}
