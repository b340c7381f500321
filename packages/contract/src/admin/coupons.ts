import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from '../common.js';
import { COUPON_CODE_PATTERN } from '../coupon-rules.js';
import { CurrencyCode } from '../settings.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

const Timestamp = Type.String({ minLength: 10, maxLength: 40, description: 'An ISO 8601 date-time' });
const nullable = <T extends ReturnType<typeof Type.Integer> | typeof Timestamp>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The fields a coupon is made of; a create sends `percentOff` or `amountOff` with `currency`. */
const CouponFields = {
  code: Type.String({ pattern: COUPON_CODE_PATTERN, description: 'Case-insensitive; stored upper-case' }),
  percentOff: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Minor units of `currency`; in another currency converted by the settings' rates. */
  amountOff: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  currency: CurrencyCode,
  /** Only these courses (absent or null: every course). */
  courseIds: Type.Union([Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true }), Type.Null()]),
  startsAt: nullable(Timestamp),
  endsAt: nullable(Timestamp),
  /** Total redemptions allowed (null: no cap). */
  maxRedemptions: nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** Redemptions allowed per learner (null: no cap). */
  perLearner: nullable(Type.Integer({ minimum: 1, maximum: 1000 })),
};

export const CouponCreateBody = Type.Object(
  {
    code: CouponFields.code,
    percentOff: Type.Optional(CouponFields.percentOff),
    amountOff: Type.Optional(CouponFields.amountOff),
    currency: Type.Optional(CouponFields.currency),
    courseIds: Type.Optional(CouponFields.courseIds),
    startsAt: Type.Optional(CouponFields.startsAt),
    endsAt: Type.Optional(CouponFields.endsAt),
    maxRedemptions: Type.Optional(CouponFields.maxRedemptions),
    perLearner: Type.Optional(CouponFields.perLearner),
  },
  { additionalProperties: false },
);
export type CouponCreateBody = Static<typeof CouponCreateBody>;

/** PUT admin/coupons/{id}: the fields sent change; `active: false` deactivates (true reactivates). */
export const CouponUpdateBody = Type.Object(
  {
    code: Type.Optional(CouponFields.code),
    percentOff: Type.Optional(CouponFields.percentOff),
    amountOff: Type.Optional(CouponFields.amountOff),
    currency: Type.Optional(CouponFields.currency),
    courseIds: Type.Optional(CouponFields.courseIds),
    startsAt: Type.Optional(CouponFields.startsAt),
    endsAt: Type.Optional(CouponFields.endsAt),
    maxRedemptions: Type.Optional(CouponFields.maxRedemptions),
    perLearner: Type.Optional(CouponFields.perLearner),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CouponUpdateBody = Static<typeof CouponUpdateBody>;

export const AdminCoupon = Type.Object({
  id: Type.String(),
  code: Type.String(),
  percentOff: Type.Union([Type.Integer(), Type.Null()]),
  amountOff: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.Union([CurrencyCode, Type.Null()]),
  courseIds: Type.Union([Type.Array(Type.String()), Type.Null()]),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  maxRedemptions: Type.Union([Type.Integer(), Type.Null()]),
  perLearner: Type.Union([Type.Integer(), Type.Null()]),
  active: Type.Boolean(),
  /** Live redemptions: paid ones plus checkouts still holding a place (30 minutes). */
  usage: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminCoupon = Static<typeof AdminCoupon>;

/**
 * One use of a code: who, when, which payment, what it took off. `free`: the code left nothing to pay,
 * so the learner was enrolled without a payment (`paymentId` null).
 */
export const CouponRedemption = Type.Object({
  id: Type.String(),
  learner: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('redeemed'),
    Type.Literal('released'),
    Type.Literal('free'),
  ]),
  discount: Type.Integer(),
  currency: CurrencyCode,
  createdAt: Type.String(),
});
export type CouponRedemption = Static<typeof CouponRedemption>;

export const AdminCouponDetail = Type.Composite([
  AdminCoupon,
  Type.Object({
    /** Paid redemptions. */
    redeemed: Type.Integer(),
    /** The 20 latest redemptions, newest first. */
    redemptions: Type.Array(CouponRedemption),
  }),
]);
export type AdminCouponDetail = Static<typeof AdminCouponDetail>;

/** `?search=` matches the code; `?active=` filters; newest first by default. */
export const AdminCouponListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('code')])),
  active: Type.Optional(Type.Boolean()),
});
export type AdminCouponListQuery = Static<typeof AdminCouponListQuery>;

export const AdminCouponListResponse = AdminPagedResponse(AdminCoupon);
export const AdminCouponResponse = Envelope(AdminCouponDetail);
