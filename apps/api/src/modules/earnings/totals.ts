import type { CurrencyTotals } from '@coursewise/contract';
import type { SumRow } from './ledger.repository.js';

const ORDER = ['USD', 'GBP', 'EUR'] as const;

/** Per-currency sums from rows per currency and kind: gross of sales, refunds (≤ 0), fee and net after refunds. */
export function totalsOf(rows: readonly SumRow[]): CurrencyTotals[] {
  const byCurrency = new Map<SumRow['currency'], CurrencyTotals>();
  for (const row of rows) {
    const totals = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      gross: 0,
      refunds: 0,
      platformFee: 0,
      net: 0,
    };
    if (row.kind === 'sale') totals.gross += row.gross;
    else totals.refunds += row.gross;
    totals.platformFee += row.platformFee;
    totals.net += row.instructorNet;
    byCurrency.set(row.currency, totals);
  }
  return ORDER.flatMap((currency) => byCurrency.get(currency) ?? []);
}

/** `[from, to)` of a UTC month `2026-11`, as ISO timestamps. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, index - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, index, 1)).toISOString(),
  };
}

/** Whether the UTC month is over at `now` (only then can its statement be paid). */
export function isMonthOver(month: string, now: Date): boolean {
  return monthRange(month).to <= now.toISOString();
}
