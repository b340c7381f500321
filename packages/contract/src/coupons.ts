import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from './common.js';
import { CurrencyCode } from './settings.js';

export * from './coupon-rules.js';

/** A code typed at checkout: any text up to 40 characters; a malformed one reads like an unknown one. */
export const CouponCodeInput = Type.String({ minLength: 1, maxLength: 40 });

/** GET coupon/check: the code, the currency of the order and its courses (a comma list of ids). */
export const CouponCheckQuery = Type.Object(
  {
    code: CouponCodeInput,
    currency: CurrencyCode,
    courseIds: Type.String({
      minLength: 1,
      maxLength: 6500,
      pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,99}$',
      description: 'The order’s course ids, comma-separated (at most 100)',
    }),
  },
  { additionalProperties: false },
);
export type CouponCheckQuery = Static<typeof CouponCheckQuery>;

/** One course of the order with the code applied, in minor units of the order's currency. */
export const DiscountedLine = Type.Object({
  courseId: Type.String(),
  /** round(priceUsd × rate): the list price in the order's currency. */
  amount: Type.Integer(),
  /** What the code takes off this line (0 when the code does not apply to this course). */
  discount: Type.Integer(),
});
export type DiscountedLine = Static<typeof DiscountedLine>;

export const CouponQuote = Type.Object({
  code: Type.String(),
  currency: CurrencyCode,
  /** Set for a percentage code (1–100). */
  percentOff: Type.Union([Type.Integer(), Type.Null()]),
  lines: Type.Array(DiscountedLine),
  /** Sum of the lines' amounts before the discount. */
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  /** subtotal − discount: what the checkout will charge. */
  total: Type.Integer(),
});
export type CouponQuote = Static<typeof CouponQuote>;
export const CouponQuoteResponse = Envelope(CouponQuote);
