import type { Insertable, Selectable } from 'kysely';
import { utcMonth } from '../../db/day-bucket.js';
import type { Executor } from '../../db/executor.js';
import type { LedgerLinesTable } from '../../db/schema.js';

/** SQL of `ledger_lines` and `instructor_shares` (the earnings module's tables). */

export type LedgerLineRow = Selectable<LedgerLinesTable>;
export type Currency = LedgerLineRow['currency'];

export async function insertLedgerLines(db: Executor, rows: Insertable<LedgerLinesTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('ledgerLines').values(rows).execute();
}

/** The sale line of one course of a payment (what a refund reverses). */
export function findSaleLine(db: Executor, paymentId: string, courseId: string) {
  return db
    .selectFrom('ledgerLines')
    .selectAll()
    .where('paymentId', '=', paymentId)
    .where('courseId', '=', courseId)
    .where('kind', '=', 'sale')
    .executeTakeFirst();
}

/** Whether the line was already reversed (a refund recorded twice writes once). */
export async function hasRefundLine(db: Executor, paymentId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledgerLines')
    .select('id')
    .where('paymentId', '=', paymentId)
    .where('courseId', '=', courseId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findShareOverride(db: Executor, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('instructorShares')
    .select('share')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.share ?? null;
}

export async function saveShareOverride(db: Executor, userId: string, share: number, at: string) {
  await db
    .insertInto('instructorShares')
    .values({ userId, share, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ share, updatedAt: at }))
    .execute();
}

export async function deleteShareOverride(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('instructorShares').where('userId', '=', userId).execute();
}

export interface LineFilter {
  instructorId: string;
  /** `[from, to)` in ISO timestamps: a month. */
  range?: { from: string; to: string };
  courseId?: string;
}

function filtered(db: Executor, filter: LineFilter) {
  let query = db.selectFrom('ledgerLines').where('instructorId', '=', filter.instructorId);
  if (filter.range)
    query = query.where('createdAt', '>=', filter.range.from).where('createdAt', '<', filter.range.to);
  if (filter.courseId) query = query.where('courseId', '=', filter.courseId);
  return query;
}

/** One page of an instructor's lines, newest first, and how many match. */
export async function listLines(
  db: Executor,
  filter: LineFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: LedgerLineRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface SumRow {
  currency: Currency;
  kind: LedgerLineRow['kind'];
  gross: number;
  platformFee: number;
  instructorNet: number;
}

const sums = (db: Executor) => {
  const query = db.selectFrom('ledgerLines');
  return query.select((eb) => [
    'ledgerLines.currency',
    'ledgerLines.kind',
    eb.fn.sum<number | string>('ledgerLines.gross').as('gross'),
    eb.fn.sum<number | string>('ledgerLines.platformFee').as('platformFee'),
    eb.fn.sum<number | string>('ledgerLines.instructorNet').as('instructorNet'),
  ]);
};

const numeric = <
  T extends { gross: number | string; platformFee: number | string; instructorNet: number | string },
>(
  row: T,
) => ({
  ...row,
  gross: Number(row.gross),
  platformFee: Number(row.platformFee),
  instructorNet: Number(row.instructorNet),
});

/** The filter's sums per currency and kind. */
export async function sumLines(db: Executor, filter: LineFilter): Promise<SumRow[]> {
  const rows = await filtered(db, filter)
    .select((eb) => [
      'currency',
      'kind',
      eb.fn.sum<number | string>('gross').as('gross'),
      eb.fn.sum<number | string>('platformFee').as('platformFee'),
      eb.fn.sum<number | string>('instructorNet').as('instructorNet'),
    ])
    .groupBy(['currency', 'kind'])
    .execute();
  return rows.map(numeric);
}

/** Sums per month, currency and kind: of one instructor, or of every instructor in one month. */
export async function sumByMonth(
  db: Executor,
  filter: { instructorId?: string; range?: { from: string; to: string } },
): Promise<(SumRow & { month: string; instructorId: string })[]> {
  const month = utcMonth(db, 'ledgerLines.createdAt');
  let query = sums(db)
    .select([month.as('month'), 'ledgerLines.instructorId'])
    .where('ledgerLines.instructorId', 'is not', null);
  if (filter.instructorId) query = query.where('ledgerLines.instructorId', '=', filter.instructorId);
  if (filter.range)
    query = query
      .where('ledgerLines.createdAt', '>=', filter.range.from)
      .where('ledgerLines.createdAt', '<', filter.range.to);
  const rows = await query
    .groupBy([month, 'ledgerLines.instructorId', 'ledgerLines.currency', 'ledgerLines.kind'])
    .execute();
  return rows.map((row) => ({ ...numeric(row), instructorId: row.instructorId ?? '' }));
}

/** Every line's sum of gross per currency (the reconciliation reads it). */
export async function grossPerCurrency(db: Executor): Promise<{ currency: Currency; gross: number }[]> {
  const rows = await db
    .selectFrom('ledgerLines')
    .select((eb) => ['currency', eb.fn.sum<number | string>('gross').as('gross')])
    .groupBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, gross: Number(row.gross) }));
}
