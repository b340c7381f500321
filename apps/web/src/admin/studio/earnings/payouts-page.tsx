import type { StatementQuery } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Container, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { errorMessage } from '../../../lib/api-client';
import { StatementStatus, StatementTotals } from '../../components/statement-cells';
import { monthName } from '../../lib/locale-text';
import { useDownloadStatement, usePayouts } from './earnings-api';

/** The studio's Payouts page: my statements by month, paid or not, each downloadable as CSV or PDF. */
export function PayoutsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  usePageTitle(_('console.studioNav.payouts'));
  const payouts = usePayouts();
  const download = useDownloadStatement();
  const busy = (month: string, format: StatementQuery['format']) =>
    download.isPending && download.variables?.month === month && download.variables.format === format;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{_('console.studioNav.payouts')}</Title>
          <Text c="dimmed" size="sm">
            {_('console.payouts.studioDescription')}
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
            title={_('console.payouts.loadError')}
          />
        ) : payouts.isPending ? (
          <Text c="dimmed" role="status">
            {_('console.payouts.loading')}
          </Text>
        ) : payouts.data.length === 0 ? (
          <EmptyState title={_('console.payouts.empty')} description={_('console.payouts.emptyHint')} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={_('console.payouts.statements')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{_('console.earnings.month')}</Table.Th>
                  <Table.Th>{_('console.payouts.netPerCurrency')}</Table.Th>
                  <Table.Th>{_('console.users.col.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{_('console.payouts.downloads')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payouts.data.map((statement) => (
                  <Table.Tr key={statement.month}>
                    <Table.Td>{monthName(statement.month, locale)}</Table.Td>
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
                            aria-label={_('console.payouts.download', {
                              month: monthName(statement.month, locale),
                              format: format.toUpperCase(),
                            })}
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
