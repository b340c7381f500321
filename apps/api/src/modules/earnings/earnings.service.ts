import type {
  EarningLine,
  EarningsPage,
  EarningsQuery,
  PayoutStatement,
  StatementQuery,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { courseTitlesByIds } from '../courses/courses.service.js';
import * as ledger from './ledger.repository.js';
import { statementCsv } from './statement-csv.js';
import { renderStatementPdf } from './statement-pdf.js';
import * as statements from './statements.repository.js';
import { monthRange, totalsOf } from './totals.js';

/** What an instructor reads: their ledger lines, their statements by month, a statement's file. */

type Ctx = Pick<AppContext, 'db'>;

async function linesWithTitles(db: Executor, rows: ledger.LedgerLineRow[]): Promise<EarningLine[]> {
  const titles = await courseTitlesByIds(
    db,
    rows.map((row) => row.courseId),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    date: row.createdAt,
    course: { id: row.courseId, title: titles.get(row.courseId) ?? '' },
    currency: row.currency,
    gross: row.gross,
    platformFee: row.platformFee,
    net: row.instructorNet,
    share: row.share,
  }));
}

/** `GET instructor/earnings`: a page of the caller's lines and the filter's totals per currency. */
export async function listEarnings(
  ctx: Ctx,
  instructorId: string,
  query: EarningsQuery,
): Promise<EarningsPage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const filter: ledger.LineFilter = {
    instructorId,
    ...(query.month ? { range: monthRange(query.month) } : {}),
    ...(query.courseId ? { courseId: query.courseId } : {}),
  };
  const [{ rows, total }, sums] = await Promise.all([
    ledger.listLines(ctx.db, filter, { limit, offset: (page - 1) * limit }),
    ledger.sumLines(ctx.db, filter),
  ]);
  return { items: await linesWithTitles(ctx.db, rows), page, limit, total, totals: totalsOf(sums) };
}

/** Statements of the given sums (month × instructor × currency × kind), with their paid marks. */
export async function statementsOf(
  db: Executor,
  filter: { instructorId?: string; month?: string },
): Promise<(PayoutStatement & { instructorId: string })[]> {
  const [sums, paid] = await Promise.all([
    ledger.sumByMonth(db, {
      ...(filter.instructorId ? { instructorId: filter.instructorId } : {}),
      ...(filter.month ? { range: monthRange(filter.month) } : {}),
    }),
    statements.listPaidStatements(db, filter),
  ]);
  const paidRows = new Map(paid.map((row) => [`${row.instructorId}:${row.month}`, row]));
  const groups = new Map<string, { instructorId: string; month: string; rows: ledger.SumRow[] }>();
  for (const row of sums) {
    const key = `${row.instructorId}:${row.month}`;
    const group = groups.get(key) ?? { instructorId: row.instructorId, month: row.month, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      const paidRow = paidRows.get(key);
      return {
        instructorId: group.instructorId,
        month: group.month,
        status: paidRow ? ('paid' as const) : ('unpaid' as const),
        paidAt: paidRow?.paidAt ?? null,
        reference: paidRow?.reference ?? null,
        totals: totalsOf(group.rows),
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** `GET instructor/payouts`: the caller's statements, newest month first. */
export async function listPayouts(ctx: Ctx, instructorId: string): Promise<PayoutStatement[]> {
  const found = await statementsOf(ctx.db, { instructorId });
  return found.map(({ instructorId: _, ...statement }) => statement);
}

export interface StatementFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/** `GET instructor/payouts/{month}/statement?format=`: every line of the month, as CSV or PDF; 404 when none. */
export async function statementFile(
  ctx: Ctx,
  instructor: { id: string; name: string },
  month: string,
  format: StatementQuery['format'],
): Promise<StatementFile> {
  const filter = { instructorId: instructor.id, range: monthRange(month) };
  const [{ rows, total }, sums, [statement]] = await Promise.all([
    ledger.listLines(ctx.db, filter, { limit: 100_000, offset: 0 }),
    ledger.sumLines(ctx.db, filter),
    statementsOf(ctx.db, { instructorId: instructor.id, month }),
  ]);
  if (total === 0 || !statement) throw notFound('There is no statement for this month');
  const lines = (await linesWithTitles(ctx.db, rows)).reverse();
  const totals = totalsOf(sums);
  const filename = `statement-${month}.${format}`;
  if (format === 'csv')
    return { filename, contentType: 'text/csv; charset=utf-8', body: statementCsv(lines, totals) };
  const body = await renderStatementPdf({
    month,
    instructor: instructor.name,
    lines,
    totals,
    paidAt: statement.paidAt,
  });
  return { filename, contentType: 'application/pdf', body };
}
