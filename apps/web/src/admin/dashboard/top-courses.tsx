import type { CurrencyCode, Dashboard } from '@coursewise/contract';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/currency';

const CURRENCIES: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

/** What a course was charged in each currency, side by side: amounts in different currencies never add up. */
const chargedOf = (amounts: Record<CurrencyCode, number>) =>
  CURRENCIES.filter((currency) => amounts[currency] !== 0)
    .map((currency) => formatMoney(amounts[currency], currency))
    .join(' · ') || '—';

interface RankedColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** One ranking: a titled table of courses, each linked to its editor, or a line saying there are none. */
function RankedCourses<Row extends { course: { id: string; title: string } }>(props: {
  title: string;
  empty: string;
  rows: Row[];
  columns: RankedColumn<Row>[];
}) {
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
              <Table.Th>Course</Table.Th>
              {props.columns.map((column) => (
                <Table.Th key={column.label} ta="right">
                  {column.label}
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
                    {column.cell(row)}
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
  { label: 'Sales', cell: (row) => row.sales },
  { label: 'Revenue', cell: (row) => chargedOf(row.amounts) },
];
const ENROLMENT_COLUMNS: RankedColumn<EnrolmentRow>[] = [
  { label: 'Enrolments', cell: (row) => row.enrolments },
];

/** The best-selling courses of the range, by revenue (ranked in USD list prices) and by enrolments. */
export function TopCourses({ top }: { top: Dashboard['topCourses'] }) {
  return (
    <>
      <RankedCourses
        title="Top courses by revenue"
        empty="No sales in this range."
        rows={top.byRevenue}
        columns={REVENUE_COLUMNS}
      />
      <RankedCourses
        title="Top courses by enrolments"
        empty="No enrolments in this range."
        rows={top.byEnrolments}
        columns={ENROLMENT_COLUMNS}
      />
    </>
  );
}
