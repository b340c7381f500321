import { type CurrencyCode, DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { findAccountById } from '../account/account-records.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { mailWords, recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { receiptEmail, refundEmail, staleCheckoutRefundEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { PAYMENT_TTL_MINUTES, type Staleness } from './payment-expiry.js';
import { listLines, type PaymentLineRow, type PaymentRow } from './payments.repository.js';

/** The tags money and dates are written with in mail: English as before, else the language. */
const MONEY_TAG: Record<Locale, string> = { en: 'en-US', es: 'es', fr: 'fr', de: 'de' };
const DATE_TAG: Record<Locale, string> = { en: 'en-GB', es: 'es', fr: 'fr', de: 'de' };

/**
 * "£15.79": minor units in the currency's own symbol, as the receipt page shows them ("15,79 £" in
 * French, for a mail in French).
 */
export function formatMoney(minor: number, currency: CurrencyCode, locale: Locale = DEFAULT_LOCALE): string {
  // The symbol English shows ("£", not "£GB" or "GBP"), placed and separated as the language does.
  const display = locale === DEFAULT_LOCALE ? 'symbol' : 'narrowSymbol';
  return new Intl.NumberFormat(MONEY_TAG[locale], {
    style: 'currency',
    currency,
    currencyDisplay: display,
  }).format(minor / 100);
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "23 November 2026" ("23 de noviembre de 2026", "23. November 2026"). */
const paidOn = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(DATE_TAG[locale], {
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
  // In the buyer's language, if they chose one: the words, the date and the amounts.
  const locale = recipientLocale(account.locale);
  const words = mailWords(locale);
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const titleOf = (line: PaymentLineRow) => labels.get(line.courseId)?.title ?? words.aCourse;
  const card =
    payment.cardBrand && payment.cardLast4
      ? words.card(brandNames[payment.cardBrand] ?? 'card', payment.cardLast4)
      : null;
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [
      refundedCourseIds.has(line.courseId)
        ? words.rows.refunded(titleOf(line))
        : giftFor
          ? words.rows.giftFor(titleOf(line), giftFor)
          : titleOf(line),
      money(line.amount + line.discount),
    ]),
    // Lines at their list price, then the coupon's discount, so the rows add up to the total.
    ...(payment.couponCode && payment.discount > 0
      ? [[words.rows.coupon(payment.couponCode), `−${money(payment.discount)}`] as [string, string]]
      : []),
    [words.rows.total, money(payment.amount)],
  ];
  await queueMail(
    trx,
    receiptEmail(
      account.email,
      {
        receiptNumber: payment.receiptNumber,
        paidOn: paidOn(payment.paidAt ?? payment.updatedAt, locale),
        card,
        rows,
        receiptUrl: `${ctx.config.publicUrl}/purchases/${payment.id}`,
        ...(giftFor ? { giftFor } : {}),
        invoiceNumber: payment.invoiceNumber,
      },
      siteName,
      locale,
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
          [words.rows.refundedTotal, money(refundTotal)],
        ],
      },
      siteName,
      locale,
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
  stale: Staleness,
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
  const locale = recipientLocale(account.locale);
  const words = mailWords(locale);
  // English says the stored sentence; another language words it from its code and course.
  const reason =
    locale === DEFAULT_LOCALE
      ? stale.reason
      : stale.code === 'PAYMENT_EXPIRED'
        ? words.staleReason.expired(PAYMENT_TTL_MINUTES)
        : words.staleReason[stale.code === 'PRICE_CHANGED' ? 'priceChanged' : 'unavailable'](
            stale.courseTitle ?? null,
          );
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [
      labels.get(line.courseId)?.title ?? words.aCourse,
      money(line.amount),
    ]),
    [words.rows.refundedTotal, money(payment.amount)],
  ];
  await queueMail(
    trx,
    staleCheckoutRefundEmail(
      account.email,
      { reason, amount: money(payment.amount), rows },
      siteName,
      locale,
    ),
  );
}
