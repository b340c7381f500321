import type { CurrencyCode } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { findAccountById } from '../account/account-records.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { receiptEmail, refundEmail, staleCheckoutRefundEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { listLines, type PaymentLineRow, type PaymentRow } from './payments.repository.js';

/** "£15.79": minor units in the currency's own symbol, as the receipt page shows them. */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

const paidOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/**
 * Queues the receipt (and, when lines were refunded, the refund notice) in the fulfilment's
 * transaction, so the mail exists exactly when the order does. Deleted accounts get no mail.
 */
export async function queueReceiptMails(
  trx: Executor,
  ctx: Pick<AppContext, 'config' | 'storage'>,
  payment: PaymentRow,
  lines: PaymentLineRow[],
  refundedCourseIds: Set<string>,
  giftFor?: string,
): Promise<void> {
  const account = await findAccountById(trx, payment.userId);
  if (!account || !payment.receiptNumber) return;
  const { siteName } = await getEditableSettings(trx);
  const labels = await courseLabelsByIds(
    trx,
    ctx,
    lines.map((line) => line.courseId),
  );
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const titleOf = (line: PaymentLineRow) => labels.get(line.courseId)?.title ?? 'A course';
  const card =
    payment.cardBrand && payment.cardLast4
      ? `${brandNames[payment.cardBrand] ?? 'card'} ending in ${payment.cardLast4}`
      : null;
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [
      refundedCourseIds.has(line.courseId)
        ? `${titleOf(line)} (refunded)`
        : giftFor
          ? `${titleOf(line)} (gift for ${giftFor})`
          : titleOf(line),
      money(line.amount + line.discount),
    ]),
    // Lines at their list price, then the coupon's discount, so the rows add up to the total.
    ...(payment.couponCode && payment.discount > 0
      ? [[`Coupon ${payment.couponCode}`, `−${money(payment.discount)}`] as [string, string]]
      : []),
    ['Total', money(payment.amount)],
  ];
  await queueMail(
    trx,
    receiptEmail(
      account.email,
      {
        receiptNumber: payment.receiptNumber,
        paidOn: paidOn(payment.paidAt ?? payment.updatedAt),
        card,
        rows,
        receiptUrl: `${ctx.config.publicUrl}/purchases/${payment.id}`,
        ...(giftFor ? { giftFor } : {}),
        invoiceNumber: payment.invoiceNumber,
      },
      siteName,
    ),
  );
  const refunded = lines.filter((line) => refundedCourseIds.has(line.courseId));
  if (refunded.length === 0) return;
  const refundTotal = refunded.reduce((sum, line) => sum + line.amount, 0);
  await queueMail(
    trx,
    refundEmail(
      account.email,
      {
        receiptNumber: payment.receiptNumber,
        amount: money(refundTotal),
        rows: [
          ...refunded.map((line): [string, string] => [titleOf(line), money(line.amount)]),
          ['Refunded', money(refundTotal)],
        ],
      },
      siteName,
    ),
  );
}

/**
 * Queues the notice of a payment refunded in full because it was charged after its prices moved, in
 * the transaction that records it. Deleted accounts get no mail.
 */
export async function queueStaleRefundMail(
  trx: Executor,
  ctx: Pick<AppContext, 'storage'>,
  payment: PaymentRow,
  reason: string,
): Promise<void> {
  const account = await findAccountById(trx, payment.userId);
  if (!account || account.deletedAt) return;
  const { siteName } = await getEditableSettings(trx);
  const lines = await listLines(trx, payment.id);
  const labels = await courseLabelsByIds(
    trx,
    ctx,
    lines.map((line) => line.courseId),
  );
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [
      labels.get(line.courseId)?.title ?? 'A course',
      money(line.amount),
    ]),
    ['Refunded', money(payment.amount)],
  ];
  await queueMail(
    trx,
    staleCheckoutRefundEmail(account.email, { reason, amount: money(payment.amount), rows }, siteName),
  );
}
