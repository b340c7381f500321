import type { Payment, PaymentLine, Purchase } from '@coursewise/contract';

/** A course on an order, priced in pounds at 0.79 (1999 US cents → 1579 pence). */
export function aLine(overrides: Partial<PaymentLine> = {}): PaymentLine {
  return {
    courseId: 'course-1',
    slug: 'modern-javascript',
    title: 'Modern JavaScript',
    imageUrl: null,
    priceUsd: 1999,
    amount: 1579,
    discount: 0,
    refundedAt: null,
    ...overrides,
  };
}

/** A pending sandbox payment for two courses in pounds; override what a test is about. */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  const lines = overrides.lines ?? [
    aLine(),
    aLine({ courseId: 'course-2', slug: 'ui-design', title: 'UI Design', priceUsd: 4999, amount: 3949 }),
  ];
  return {
    id: 'payment-1',
    provider: 'sandbox',
    status: 'pending',
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: 'GBP',
    couponCode: null,
    discount: 0,
    rate: 0.79,
    clientSecret: null,
    lines,
    refundedAmount: 0,
    failureMessage: null,
    receiptNumber: null,
    invoiceNumber: null,
    billing: null,
    card: null,
    createdAt: '2026-03-14T09:30:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

/** The same order once paid with the Visa test card. */
export function aPaidPayment(overrides: Partial<Payment> = {}): Payment {
  return aPayment({
    status: 'succeeded',
    receiptNumber: 'CW-R-2026-000042',
    card: { brand: 'visa', last4: '4242' },
    paidAt: '2026-03-14T09:31:00.000Z',
    ...overrides,
  });
}

/** One line of GET purchase/list. */
export function aPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 'purchase-1',
    course: { id: 'course-1', slug: 'modern-javascript', title: 'Modern JavaScript', imageUrl: null },
    amount: 1579,
    currency: 'GBP',
    couponCode: null,
    discount: 0,
    createdAt: '2026-03-14T09:31:00.000Z',
    paymentId: 'payment-1',
    source: 'sale',
    receiptNumber: 'CW-R-2026-000042',
    card: { brand: 'visa', last4: '4242' },
    refundedAt: null,
    refundedAmount: 0,
    refundableUntil: null,
    refundRequest: null,
    ...overrides,
  };
}
