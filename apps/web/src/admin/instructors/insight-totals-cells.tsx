import type { InsightTotals } from '@coursewise/contract';
import { Table } from '@mantine/core';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatCount, formatDecimal, formatPercent, type Translate } from '../lib/locale-text';

/** The columns an instructor's or a course's range totals fill in a table row. */
export const totalsColumns = (_: Translate) => [
  _('console.dashboard.enrolments'),
  _('console.dashboard.revenue'),
  _('console.dashboard.completion'),
  _('console.insight.rating'),
];

export function TotalsCells({ totals }: { totals: InsightTotals }) {
  const locale = useActiveLocale();
  return (
    <>
      <Table.Td>{formatCount(totals.enrolments, locale)}</Table.Td>
      <Table.Td>
        {totals.revenue.length === 0
          ? '—'
          : totals.revenue.map((r) => formatMoney(r.amount, r.currency, null, locale)).join(' · ')}
      </Table.Td>
      <Table.Td>
        {totals.completion.rate === null ? '—' : formatPercent(totals.completion.rate, locale, 1)}
      </Table.Td>
      <Table.Td>
        {totals.ratings.average === null
          ? '—'
          : `${formatDecimal(totals.ratings.average, locale, 2)} (${formatCount(totals.ratings.count, locale)})`}
      </Table.Td>
    </>
  );
}
