import type { CurrencyCode, Dashboard } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatCount } from '../lib/locale-text';

const CURRENCIES: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

/** What a course was charged in each currency, side by side: amounts in different currencies never add up. */
const chargedOf = (amounts: Record<CurrencyCode, number>, locale: Locale) =>
  CURRENCIES.filter((currency) => amounts[currency] !== 0)
    .map((currency) => formatMoney(amounts[currency], currency, null, locale))
    .join(' · ') || '—';

interface RankedColumn<Row> {
  /** A message id. */
  label: string;
  cell: (row: Row, locale: Locale) => ReactNode;
}

/** One ranking: a titled table of courses, each linked to its editor, or a line saying there are none. */
function RankedCourses<Row extends { course: { id: string; title: string } }>(props: {
  title: string;
  empty: string;
  rows: Row[];
  columns: RankedColumn<Row>[];
}) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <Table aria-label={props.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('console.learner.col.course')}</Table.Th>
              {props.columns.map((column) => (
                <Table.Th key={column.label} ta="right">
                  {_(column.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={row.course.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/courses/${row.course.id}`} size="sm">
                    {row.course.title}
                  </Anchor>
                </Table.Td>
                {props.columns.map((column) => (
                  <Table.Td key={column.label} ta="right">
                    {column.cell(row, locale)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

type RevenueRow = Dashboard['topCourses']['byRevenue'][number];
type EnrolmentRow = Dashboard['topCourses']['byEnrolments'][number];

const REVENUE_COLUMNS: RankedColumn<RevenueRow>[] = [
  { label: 'console.dashboard.sales', cell: (row, locale) => formatCount(row.sales, locale) },
  { label: 'console.dashboard.revenue', cell: (row, locale) => chargedOf(row.amounts, locale) },
];
const ENROLMENT_COLUMNS: RankedColumn<EnrolmentRow>[] = [
  { label: 'console.dashboard.enrolments', cell: (row, locale) => formatCount(row.enrolments, locale) },
];

/** The best-selling courses of the range, by revenue (ranked in USD list prices) and by enrolments. */
export function TopCourses({ top }: { top: Dashboard['topCourses'] }) {
  const { _ } = useLingui();
  return (
    <>
      <RankedCourses
        title={_('console.dashboard.topRevenue')}
        empty={_('console.dashboard.noSalesLine')}
        rows={top.byRevenue}
        columns={REVENUE_COLUMNS}
      />
      <RankedCourses
        title={_('console.dashboard.topEnrolments')}
        empty={_('console.dashboard.noEnrolmentsLine')}
        rows={top.byEnrolments}
        columns={ENROLMENT_COLUMNS}
      />
    </>
  );
}
