import type { CurrencyCode, Dashboard } from '@coursewise/contract';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/currency';

const CURRENCIES: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

/** What a course was charged in each currency, side by side: amounts in different currencies never add up. */
const chargedOf = (amounts: Record<CurrencyCode, number>) =>
  CURRENCIES.filter((currency) => amounts[currency] !== 0)
    .map((currency) => formatMoney(amounts[currency], currency))
    .join(' · ') || '—';

/** The best-selling courses of the range, by revenue (ranked in USD list prices) and by enrolments. */
export function TopCourses({ top }: { top: Dashboard['topCourses'] }) {
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Top courses by revenue
        </Title>
        {top.byRevenue.length === 0 ? (
          <Text c="dimmed" size="sm">
            No sales in this range.
          </Text>
        ) : (
          <Table aria-label="Top courses by revenue">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th ta="right">Sales</Table.Th>
                <Table.Th ta="right">Revenue</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {top.byRevenue.map((row) => (
                <Table.Tr key={row.course.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/courses/${row.course.id}`} size="sm">
                      {row.course.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{row.sales}</Table.Td>
                  <Table.Td ta="right">{chargedOf(row.amounts)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Top courses by enrolments
        </Title>
        {top.byEnrolments.length === 0 ? (
          <Text c="dimmed" size="sm">
            No enrolments in this range.
          </Text>
        ) : (
          <Table aria-label="Top courses by enrolments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th ta="right">Enrolments</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {top.byEnrolments.map((row) => (
                <Table.Tr key={row.course.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/courses/${row.course.id}`} size="sm">
                      {row.course.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{row.enrolments}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}
