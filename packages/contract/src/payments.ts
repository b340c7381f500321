import { type Static, Type } from '@sinclair/typebox';
import { BillingDetails } from './billing.js';
import { Envelope, Id, ImageSrcSet, Paged, PageQuery } from './common.js';
import { CurrencyCode } from './settings.js';

/** POST course/payment: the listed courses, or the whole cart when `courseIds` is absent. */
export const CreatePaymentBody = Type.Object(
  {
    courseIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true })),
    currency: CurrencyCode,
    /** Who the invoice is made out to; without it, the learner's name and email. */
    billing: Type.Optional(BillingDetails),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

export const PaymentProvider = Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]);
export type PaymentProvider = Static<typeof PaymentProvider>;

/**
 * `expired`: closed unpaid, as its checkout's prices no longer hold (30 minutes passed, or a course was
 * unpublished or re-priced); or charged after that and refunded in full. `failureMessage` says which.
 */
export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** One course of an order, priced by the server in the order's currency. */
export const PaymentLine = Type.Object({
  courseId: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  imageSrcSet: ImageSrcSet,
  /** The course's price in US cents when the order was made. */
  priceUsd: Type.Integer(),
  /** round(priceUsd × rate), in minor units of the payment's currency. */
  amount: Type.Integer(),
  /** Set when this line was refunded (for example a course bought twice at once). */
  refundedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentLine = Static<typeof PaymentLine>;

export const CardSummary = Type.Object({ brand: Type.String(), last4: Type.String() });
export type CardSummary = Static<typeof CardSummary>;

export const Payment = Type.Object({
  id: Type.String(),
  provider: PaymentProvider,
  status: PaymentStatus,
  /** Total in minor units of `currency`: the sum of the lines. */
  amount: Type.Integer(),
  currency: CurrencyCode,
  /** The rate used to convert US cents (1 for USD). */
  rate: Type.Number(),
  /** Stripe's client secret for the Payment Element; null for the sandbox provider. */
  clientSecret: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(PaymentLine),
  /** Minor units given back (duplicate purchases refunded automatically). */
  refundedAmount: Type.Integer(),
  /** Why the last attempt failed, or why the payment expired, in words for the learner. */
  failureMessage: Type.Union([Type.String(), Type.Null()]),
  /** Set once the payment succeeded. */
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  /** `INV-000123`, from its own gap-free sequence; set once the payment succeeded. */
  invoiceNumber: Type.Union([Type.String(), Type.Null()]),
  /** The billing details given at checkout, or null. */
  billing: Type.Union([BillingDetails, Type.Null()]),
  card: Type.Union([CardSummary, Type.Null()]),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
});
export type Payment = Static<typeof Payment>;
export const PaymentResponse = Envelope(Payment);

export const PaymentParams = Type.Object({ id: Id }, { additionalProperties: false });

/** POST course/payment/{id}/confirm (sandbox only). The number is never stored or logged. */
export const SandboxCardBody = Type.Object(
  {
    cardNumber: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$' }),
    expiry: Type.String({ minLength: 4, maxLength: 7, pattern: '^(0[1-9]|1[0-2]) ?/ ?([0-9]{2}|[0-9]{4})$' }),
    cvc: Type.String({ minLength: 3, maxLength: 4, pattern: '^[0-9]{3,4}$' }),
    name: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type SandboxCardBody = Static<typeof SandboxCardBody>;

/** A line of GET purchase/list: one course the learner bought, owned still or refunded. */
export const Purchase = Type.Object({
  id: Type.String(),
  course: Type.Object({
    id: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    imageSrcSet: ImageSrcSet,
  }),
  amount: Type.Integer(),
  currency: CurrencyCode,
  createdAt: Type.String(),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  card: Type.Union([CardSummary, Type.Null()]),
  /** Set when the course was refunded: it stays in the history, but the learner no longer owns it. */
  refundedAt: Type.Union([Type.String(), Type.Null()]),
  /** Minor units of `currency` given back: the whole amount once refunded, else 0. */
  refundedAmount: Type.Integer(),
});
export type Purchase = Static<typeof Purchase>;

export const PurchaseListQuery = Type.Object(PageQuery, { additionalProperties: false });
export const PurchaseListResponse = Envelope(Paged(Purchase));

export const InvoiceParams = Type.Object({ paymentId: Id }, { additionalProperties: false });

export const WebhookAck = Type.Object({ received: Type.Boolean() });
