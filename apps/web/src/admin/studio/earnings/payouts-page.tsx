import type { StatementQuery } from '@coursewise/contract';
import { Button, Container, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { monthLabel } from '../../../lib/months';
import { StatementStatus, StatementTotals } from '../../components/statement-cells';
import { useDownloadStatement, usePayouts } from './earnings-api';

/** The studio's Payouts page: my statements by month, paid or not, each downloadable as CSV or PDF. */
export function PayoutsPage() {
  usePageTitle('Payouts');
  const payouts = usePayouts();
  const download = useDownloadStatement();
  const busy = (month: string, format: StatementQuery['format']) =>
    download.isPending && download.variables?.month === month && download.variables.format === format;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Payouts</Title>
          <Text c="dimmed" size="sm">
            One statement per month of what you earned, per currency. We mark a statement paid once its month
            is over and the money is sent.
          </Text>
        </Stack>
        {download.isError ? (
          <Text c="red.9" role="alert" size="sm">
            {errorMessage(download.error)}
          </Text>
        ) : null}
        {payouts.isError ? (
          <QueryError
            error={payouts.error}
            onRetry={() => void payouts.refetch()}
            title="We could not load your payouts"
          />
        ) : payouts.isPending ? (
          <Text c="dimmed" role="status">
            Loading your statements…
          </Text>
        ) : payouts.data.length === 0 ? (
          <EmptyState
            title="No statements yet"
            description="A statement appears for each month your courses sell."
          />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Statements">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Net per currency</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Downloads</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payouts.data.map((statement) => (
                  <Table.Tr key={statement.month}>
                    <Table.Td>{monthLabel(statement.month)}</Table.Td>
                    <Table.Td>
                      <StatementTotals statement={statement} />
                    </Table.Td>
                    <Table.Td>
                      <StatementStatus statement={statement} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {(['csv', 'pdf'] as const).map((format) => (
                          <Button
                            key={format}
                            size="xs"
                            variant="default"
                            loading={busy(statement.month, format)}
                            aria-label={`Download the ${monthLabel(statement.month)} statement as ${format.toUpperCase()}`}
                            onClick={() => download.mutate({ month: statement.month, format })}
                          >
                            {format.toUpperCase()}
                          </Button>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
