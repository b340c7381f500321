import { Badge, Container, NativeSelect, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { monthLabel, recentMonths } from '../../../lib/months';
import { CurrencyTotalsCards } from './currency-totals';
import { EARNINGS_PAGE_SIZE, useEarnings } from './earnings-api';

/**
 * The studio's Earnings page: every sale of my courses (gross, platform fee, my net) and every refund
 * as a negative line, newest first, with totals per currency for the chosen month (or all time).
 */
export function EarningsPage() {
  usePageTitle('Earnings');
  const months = recentMonths(24);
  const [month, setMonth] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page, month);
  const pages = earnings.data ? Math.max(1, Math.ceil(earnings.data.total / EARNINGS_PAGE_SIZE)) : 1;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Earnings</Title>
          <Text c="dimmed" size="sm">
            Each sale of your courses: what the learner paid (after any coupon), the platform's fee and your
            share. Refunds show as negative lines.
          </Text>
        </Stack>
        <NativeSelect
          label="Month"
          maw={260}
          value={month ?? ''}
          onChange={(event) => {
            setMonth(event.currentTarget.value || null);
            setPage(1);
          }}
          data={[
            { value: '', label: 'All time' },
            ...months.map((value) => ({ value, label: monthLabel(value) })),
          ]}
        />
        {earnings.isError ? (
          <QueryError
            error={earnings.error}
            onRetry={() => void earnings.refetch()}
            title="We could not load your earnings"
          />
        ) : earnings.isPending ? (
          <Text c="dimmed" role="status">
            Loading your earnings…
          </Text>
        ) : earnings.data.total === 0 ? (
          <EmptyState
            title="No earnings yet"
            description={
              month
                ? `Nothing was sold or refunded in ${monthLabel(month)}.`
                : 'Sales of your published courses appear here.'
            }
          />
        ) : (
          <>
            <CurrencyTotalsCards totals={earnings.data.totals} />
            <Table.ScrollContainer minWidth={720}>
              <Table aria-label="Earnings" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Course</Table.Th>
                    <Table.Th ta="right">Gross</Table.Th>
                    <Table.Th ta="right">Platform fee</Table.Th>
                    <Table.Th ta="right">Your net</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {earnings.data.items.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{formatDate(line.date)}</Table.Td>
                      <Table.Td>
                        {line.course.title}{' '}
                        {line.kind === 'refund' ? (
                          <Badge color="red" variant="light" size="sm">
                            Refund
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(line.gross, line.currency)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(line.platformFee, line.currency)}</Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(line.net, line.currency)}{' '}
                        <Text span size="xs" c="dimmed">
                          ({line.share} %)
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
