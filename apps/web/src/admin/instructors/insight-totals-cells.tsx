import type { InsightTotals } from '@coursewise/contract';
import { Table } from '@mantine/core';
import { formatMoney } from '../../lib/currency';

/** The columns an instructor's or a course's range totals fill in a table row. */
export const TOTALS_COLUMNS = ['Enrolments', 'Revenue', 'Completion', 'Rating'] as const;

export function TotalsCells({ totals }: { totals: InsightTotals }) {
  return (
    <>
      <Table.Td>{totals.enrolments}</Table.Td>
      <Table.Td>
        {totals.revenue.length === 0
          ? '—'
          : totals.revenue.map((r) => formatMoney(r.amount, r.currency)).join(' · ')}
      </Table.Td>
      <Table.Td>{totals.completion.rate === null ? '—' : `${totals.completion.rate.toFixed(1)}%`}</Table.Td>
      <Table.Td>
        {totals.ratings.average === null
          ? '—'
          : `${totals.ratings.average.toFixed(2)} (${totals.ratings.count})`}
      </Table.Td>
    </>
  );
}
