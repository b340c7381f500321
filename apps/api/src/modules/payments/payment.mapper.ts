import type { GiftSummary, Payment } from '@coursewise/contract';
import type { CourseLabel } from '../courses/courses.service.js';
import type { BillingRow, PaymentLineRow, PaymentRow } from './payments.repository.js';

/** A course that cannot be found any more still has a line on the receipt. */
const removedCourse = (id: string): CourseLabel => ({
  id,
  slug: '',
  title: 'A course no longer offered',
  imageUrl: null,
  imageSrcSet: null,
});

export function cardOf(row: Pick<PaymentRow, 'cardBrand' | 'cardLast4'>): Payment['card'] {
  return row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
}

/** Billing details as the checkout took them (the tax id only when one was given). */
export function toBilling(row: BillingRow | undefined): Payment['billing'] {
  if (!row) return null;
  const billing = { name: row.name, address: row.address, country: row.country };
  return row.taxId ? { ...billing, taxId: row.taxId } : billing;
}

/**
 * The contract's payment; the client secret is only handed out while the payment can still be paid.
 * `gift` only on a gift's payment.
 */
export function toPayment(
  row: PaymentRow,
  lines: PaymentLineRow[],
  labels: Map<string, CourseLabel>,
  gift?: GiftSummary,
  billing?: BillingRow,
): Payment {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    couponCode: row.couponCode,
    discount: row.discount,
    rate: row.rate,
    clientSecret: row.status === 'succeeded' ? null : row.clientSecret,
    lines: lines.map((line) => {
      const course = labels.get(line.courseId) ?? removedCourse(line.courseId);
      return {
        courseId: line.courseId,
        slug: course.slug,
        title: course.title,
        imageUrl: course.imageUrl,
        imageSrcSet: course.imageSrcSet,
        priceUsd: line.priceUsd,
        amount: line.amount,
        discount: line.discount,
        refundedAt: line.refundedAt,
      };
    }),
    refundedAmount: row.refundedAmount,
    failureMessage: row.status === 'succeeded' ? null : row.failureMessage,
    receiptNumber: row.receiptNumber,
    invoiceNumber: row.invoiceNumber,
    billing: toBilling(billing),
    card: cardOf(row),
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    ...(gift ? { gift } : {}),
  };
}
