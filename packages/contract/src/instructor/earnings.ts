import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id, PageQuery } from '../common.js';
import { CurrencyCode } from '../settings.js';

/**
 * An instructor's earnings (issue 23, item 3): the ledger's lines of the courses they own (a sale per
 * course sold, a refund as its negative) and monthly statements. Amounts are integer minor units of
 * the line's currency; currencies are never added together.
 */

/** A calendar month, `2026-11` (UTC). */
export const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7 });
export type Month = Static<typeof Month>;

const strict = { additionalProperties: false } as const;

/** `GET instructor/earnings?page=&limit=&month=&courseId=` */
export const EarningsQuery = Type.Object(
  { ...PageQuery, month: Type.Optional(Month), courseId: Type.Optional(Id) },
  strict,
);
export type EarningsQuery = Static<typeof EarningsQuery>;

export const EarningLine = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('sale'), Type.Literal('refund')]),
  date: Type.String({ description: 'When it was sold (or refunded), ISO-8601' }),
  course: Type.Object({ id: Type.String(), title: Type.String() }),
  currency: CurrencyCode,
  /** What the learner paid for the course after any coupon; negative on a refund. */
  gross: Type.Integer(),
  platformFee: Type.Integer(),
  /** Gross × share, rounded down; gross = platformFee + net. */
  net: Type.Integer(),
  /** The instructor's percent used for this sale. */
  share: Type.Integer(),
});
export type EarningLine = Static<typeof EarningLine>;

/** One currency's sums: `gross` of sales, `refunds` (≤ 0), and fee and net after refunds. */
export const CurrencyTotals = Type.Object({
  currency: CurrencyCode,
  gross: Type.Integer(),
  refunds: Type.Integer(),
  platformFee: Type.Integer(),
  net: Type.Integer(),
});
export type CurrencyTotals = Static<typeof CurrencyTotals>;

export const EarningsPage = Type.Object({
  items: Type.Array(EarningLine),
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  /** Sums of every line the filter matches (not only this page), per currency. */
  totals: Type.Array(CurrencyTotals),
});
export type EarningsPage = Static<typeof EarningsPage>;
export const EarningsResponse = Envelope(EarningsPage);

export const PayoutStatus = Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]);

/** A month's statement: its sums per currency, and whether an admin marked it paid. */
export const PayoutStatement = Type.Object({
  month: Month,
  status: PayoutStatus,
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** How it was paid, as the admin noted it (a transfer's reference); null when unpaid or not given. */
  reference: Type.Union([Type.String(), Type.Null()]),
  totals: Type.Array(CurrencyTotals),
});
export type PayoutStatement = Static<typeof PayoutStatement>;
export const PayoutListResponse = Envelope(Type.Array(PayoutStatement));

export const StatementParams = Type.Object({ month: Month }, strict);
export type StatementParams = Static<typeof StatementParams>;

/** `?format=csv|pdf`: the statement's download. */
export const StatementQuery = Type.Object(
  { format: Type.Union([Type.Literal('csv'), Type.Literal('pdf')]) },
  strict,
);
export type StatementQuery = Static<typeof StatementQuery>;
