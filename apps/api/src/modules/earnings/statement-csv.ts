import type { CurrencyTotals, EarningLine } from '@coursewise/contract';

/** A statement as CSV: one row per ledger line, then one total row per currency; amounts in decimal units. */

const HEADER = ['date', 'kind', 'course', 'currency', 'gross', 'platform_fee', 'net', 'share_percent'];

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** A field quoted when it must be; a leading =, +, - or @ is prefixed so a spreadsheet never runs it. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function statementCsv(lines: readonly EarningLine[], totals: readonly CurrencyTotals[]): string {
  const rows = [HEADER.join(',')];
  for (const line of lines)
    rows.push(
      [
        line.date.slice(0, 10),
        line.kind,
        field(line.course.title),
        line.currency,
        decimal(line.gross),
        decimal(line.platformFee),
        decimal(line.net),
        String(line.share),
      ].join(','),
    );
  for (const total of totals)
    rows.push(
      [
        '',
        'total',
        '',
        total.currency,
        decimal(total.gross + total.refunds),
        decimal(total.platformFee),
        decimal(total.net),
        '',
      ].join(','),
    );
  return `${rows.join('\r\n')}\r\n`;
}
