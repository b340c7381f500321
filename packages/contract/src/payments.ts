import { type Static, Type } from '@sinclair/typebox';
import { BillingDetails } from './billing.js';
import { Envelope, Id, ImageSrcSet, Paged, PageQuery } from './common.js';
import { CouponCodeInput } from './coupons.js';
import { GiftInput, GiftSummary } from './gifts.js';
import { RefundRequest } from './refunds.js';
import { CurrencyCode } from './settings.js';

/** POST course/payment: the listed courses, or the whole cart when `courseIds` is absent. */
export const CreatePaymentBody = Type.Object(
  {
    courseIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true })),
    currency: CurrencyCode,
    /** A coupon code (any case); refused like `coupon/check` refuses it when it cannot be used. */
    couponCode: Type.Optional(CouponCodeInput),
    /** Buy one course (`courseIds` of one) for someone else: they get a mail with a code. */
    gift: Type.Optional(GiftInput),
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
  /** What is charged for this line: round(priceUsd × rate) − discount, in minor units of the payment's currency. */
  amount: Type.Integer(),
  /** What the coupon took off this line (0 without one). */
  discount: Type.Integer(),
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
  /** Total in minor units of `currency`: the sum of the lines (after the discount). */
  amount: Type.Integer(),
  currency: CurrencyCode,
  /** The coupon code applied, upper-case, or null. */
  couponCode: Type.Union([Type.String(), Type.Null()]),
  /** What the coupon took off the whole order, in minor units of `currency`. */
  discount: Type.Integer(),
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
  /** Set when the order was a gift: the course went to this address, not to the buyer. */
  gift: Type.Optional(Type.Union([GiftSummary, Type.Null()])),
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

/**
 * How a purchase came about: paid (`sale`), enrolled by support without a sale (`grant`), or owned
 * without a payment because the course is free or a 100 % coupon made the checkout free (`free`).
 * Only a sale has a receipt and can be refunded.
 */
export const PurchaseSource = Type.Union([Type.Literal('sale'), Type.Literal('grant'), Type.Literal('free')]);
export type PurchaseSource = Static<typeof PurchaseSource>;

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
  /** The coupon code of the payment, and what it took off this course. */
  couponCode: Type.Union([Type.String(), Type.Null()]),
  discount: Type.Integer(),
  createdAt: Type.String(),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  source: PurchaseSource,
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  card: Type.Union([CardSummary, Type.Null()]),
  /** Set when the course was refunded: it stays in the history, but the learner no longer owns it. */
  refundedAt: Type.Union([Type.String(), Type.Null()]),
  /** Minor units of `currency` given back: the whole amount once refunded, else 0. */
  refundedAmount: Type.Integer(),
  /**
   * When the refund window of this purchase closes (or closed, if past); null when it cannot be
   * refunded on request (a grant, a free course, a gift received, already refunded, or no window).
   */
  refundableUntil: Type.Union([Type.String(), Type.Null()]),
  /** The learner's refund request for this purchase, if they made one. */
  refundRequest: Type.Union([RefundRequest, Type.Null()]),
  /** A course the learner bought for someone else (a line of its own, redeemed or not). */
  gift: Type.Optional(Type.Union([GiftSummary, Type.Null()])),
  /** A course the learner got as a gift: someone else paid, so no amount, receipt or card is shown. */
  isGiftReceived: Type.Optional(Type.Boolean()),
});
export type Purchase = Static<typeof Purchase>;

export const PurchaseListQuery = Type.Object(PageQuery, { additionalProperties: false });
export const PurchaseListResponse = Envelope(Paged(Purchase));

/** POST course/enrol: a free course, now the learner's. */
export const Enrolment = Type.Object({
  courseId: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  enrolledAt: Type.String(),
});
export type Enrolment = Static<typeof Enrolment>;
export const EnrolmentResponse = Envelope(Enrolment);

/**
 * POST course/payment when the coupon takes off the whole order: no payment is made; the courses are
 * the learner's at once, as free enrolments (no receipt, one enrolment mail).
 */
export const FreeCheckout = Type.Object({
  couponCode: Type.String(),
  currency: CurrencyCode,
  /** The order's list price in `currency`, all of it taken off by the code. */
  discount: Type.Integer(),
  enrolments: Type.Array(Enrolment),
});
export type FreeCheckout = Static<typeof FreeCheckout>;
export const FreeCheckoutResponse = Envelope(FreeCheckout);
/** The payment's id (named `id`, as every parameter at this place of `/purchase/…` must be, for the router). */
export const InvoiceParams = Type.Object({ id: Id }, { additionalProperties: false });

export const WebhookAck = Type.Object({ received: Type.Boolean() });
