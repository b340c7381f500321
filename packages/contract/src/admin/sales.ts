import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from '../common.js';
import { CardSummary, PaymentProvider, PurchaseSource } from '../payments.js';
import { CurrencyCode } from '../settings.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** A calendar day, `2026-11-23` (UTC). */
export const IsoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A UTC day, YYYY-MM-DD',
});

export const AdminPurchaseStatus = Type.Union([Type.Literal('active'), Type.Literal('refunded')]);
export type AdminPurchaseStatus = Static<typeof AdminPurchaseStatus>;

/**
 * `GET admin/purchases`: `search` matches the learner's name or email, the course title or the receipt
 * number; `from`/`to` are UTC days, both included; sort by `date` (default, newest first) or `amount`.
 */
export const AdminPurchaseListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('date'), Type.Literal('amount')])),
  status: Type.Optional(AdminPurchaseStatus),
  currency: Type.Optional(CurrencyCode),
  from: Type.Optional(IsoDay),
  to: Type.Optional(IsoDay),
});
export type AdminPurchaseListQuery = Static<typeof AdminPurchaseListQuery>;

/** One course bought by one learner, as the admin console lists it. */
export const AdminPurchase = Type.Object({
  id: Type.String(),
  learner: Type.Object({
    id: Type.String(),
    email: Type.String(),
    /** Null when the profile has no name. */
    name: Type.Union([Type.String(), Type.Null()]),
    isDeleted: Type.Boolean(),
  }),
  course: Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() }),
  /** Minor units of `currency`. */
  amount: Type.Integer(),
  currency: CurrencyCode,
  paidAt: Type.String(),
  paymentId: Type.Union([Type.String(), Type.Null()]),
  /** A sale, a grant (support) or a free enrolment; only a sale can be refunded. */
  source: PurchaseSource,
  /** The payment's coupon code, and what it took off this course (`amount` is after it). */
  couponCode: Type.Union([Type.String(), Type.Null()]),
  discount: Type.Integer(),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  card: Type.Union([CardSummary, Type.Null()]),
  /** Null for a purchase recorded without a payment (demo data, a grant). */
  provider: Type.Union([PaymentProvider, Type.Null()]),
  status: AdminPurchaseStatus,
  /** Set once refunded: when, why, and the provider's refund id. */
  refund: Type.Union([
    Type.Object({
      refundedAt: Type.String(),
      reason: Type.Union([Type.String(), Type.Null()]),
      providerRef: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** Set when the course came from a gift: who paid for it, and the address it was sent to. */
  gift: Type.Optional(
    Type.Object({
      buyer: Type.Object({ id: Type.String(), email: Type.String() }),
      recipientEmail: Type.String(),
      redeemedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type AdminPurchase = Static<typeof AdminPurchase>;

export const AdminPurchaseListResponse = AdminPagedResponse(AdminPurchase);
export const AdminPurchaseResponse = Envelope(AdminPurchase);

/** `POST admin/purchases/{id}/refund`: refunds that one course; the reason is kept and audited. */
export const AdminRefundBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type AdminRefundBody = Static<typeof AdminRefundBody>;

/** `GET admin/dashboard?from=&to=`: UTC days, both included; default the last 30 days. */
export const DashboardQuery = Type.Object(
  { from: Type.Optional(IsoDay), to: Type.Optional(IsoDay) },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

const CourseRef = Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() });
/** A share in percent with two decimals; null when there is nothing to divide by. */
const Rate = Type.Union([Type.Number(), Type.Null()]);

export const Dashboard = Type.Object({
  from: Type.String(),
  to: Type.String(),
  revenue: Type.Object({
    /** Every day of the range, with each currency's net revenue (refunds left out) in minor units. */
    days: Type.Array(
      Type.Object({
        day: Type.String(),
        amounts: Type.Object({ USD: Type.Integer(), GBP: Type.Integer(), EUR: Type.Integer() }),
      }),
    ),
    /** Per currency over the range: net revenue, refunded amount, succeeded payments. */
    totals: Type.Array(
      Type.Object({
        currency: CurrencyCode,
        net: Type.Integer(),
        refunded: Type.Integer(),
        payments: Type.Integer(),
        /** What coupons took off the succeeded payments, and how many of them used a code. */
        discounts: Type.Integer(),
        couponPayments: Type.Integer(),
      }),
    ),
  }),
  enrolments: Type.Object({
    total: Type.Integer(),
    /** Every day of the range with the courses bought that day (refunded purchases left out). */
    days: Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() })),
    /** The range's enrolments by how they came about: sold, free (no payment) or granted by support. */
    bySource: Type.Object({ sale: Type.Integer(), free: Type.Integer(), grant: Type.Integer() }),
  }),
  /** Of the range's enrolments, those whose learner has completed every chapter of the course. */
  completion: Type.Object({ enrolments: Type.Integer(), completed: Type.Integer(), rate: Rate }),
  /** Learners (per course) who submitted a final attempt in the range, and those who passed. */
  finalAssessment: Type.Object({ takers: Type.Integer(), passed: Type.Integer(), rate: Rate }),
  topCourses: Type.Object({
    /**
     * Ranked by net revenue compared in US cents (each sale at its list price in USD); `amounts` is
     * what was actually charged, net of refunds, per currency in its minor units.
     */
    byRevenue: Type.Array(
      Type.Object({
        course: CourseRef,
        revenueUsd: Type.Integer(),
        amounts: Type.Object({ USD: Type.Integer(), GBP: Type.Integer(), EUR: Type.Integer() }),
        sales: Type.Integer(),
      }),
    ),
    byEnrolments: Type.Array(Type.Object({ course: CourseRef, enrolments: Type.Integer() })),
  }),
  /** Now, whatever the range: live learner accounts, published courses, certificates issued and valid. */
  totals: Type.Object({
    learners: Type.Integer(),
    publishedCourses: Type.Integer(),
    certificates: Type.Integer(),
    /** Studio courses submitted for review that no admin has published or returned yet. */
    coursesAwaitingReview: Type.Integer(),
  }),
});
export type Dashboard = Static<typeof Dashboard>;
export const DashboardResponse = Envelope(Dashboard);
