import { useLingui } from '@lingui/react';
import { Badge, Container, NativeSelect, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { recentMonths } from '../../../lib/months';
import { dateLocale, formatPercent, monthName } from '../../lib/locale-text';
import { CurrencyTotalsCards } from './currency-totals';
import { EARNINGS_PAGE_SIZE, useEarnings } from './earnings-api';

/**
 * The studio's Earnings page: every sale of my courses (gross, platform fee, my net) and every refund
 * as a negative line, newest first, with totals per currency for the chosen month (or all time).
 */
export function EarningsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const money = (amount: number, currency: Parameters<typeof formatMoney>[1]) =>
    formatMoney(amount, currency, null, locale);
  usePageTitle(_('console.studioNav.earnings'));
  const months = recentMonths(24);
  const [month, setMonth] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const earnings = useEarnings(page, month);
  const pages = earnings.data ? Math.max(1, Math.ceil(earnings.data.total / EARNINGS_PAGE_SIZE)) : 1;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{_('console.studioNav.earnings')}</Title>
          <Text c="dimmed" size="sm">
            {_('console.earnings.description')}
          </Text>
        </Stack>
        <NativeSelect
          label={_('console.earnings.month')}
          maw={260}
          value={month ?? ''}
          onChange={(event) => {
            setMonth(event.currentTarget.value || null);
            setPage(1);
          }}
          data={[
            { value: '', label: _('console.earnings.allTime') },
            ...months.map((value) => ({ value, label: monthName(value, locale) })),
          ]}
        />
        {earnings.isError ? (
          <QueryError
            error={earnings.error}
            onRetry={() => void earnings.refetch()}
            title={_('console.earnings.loadError')}
          />
        ) : earnings.isPending ? (
          <Text c="dimmed" role="status">
            {_('console.earnings.loading')}
          </Text>
        ) : earnings.data.total === 0 ? (
          <EmptyState
            title={_('console.earnings.empty')}
            description={
              month
                ? _('console.earnings.emptyMonth', { month: monthName(month, locale) })
                : _('console.earnings.emptyHint')
            }
          />
        ) : (
          <>
            <CurrencyTotalsCards totals={earnings.data.totals} />
            <Table.ScrollContainer minWidth={720}>
              <Table aria-label={_('console.studioNav.earnings')} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{_('console.learner.col.date')}</Table.Th>
                    <Table.Th>{_('console.learner.col.course')}</Table.Th>
                    <Table.Th ta="right">{_('console.earnings.gross')}</Table.Th>
                    <Table.Th ta="right">{_('console.earnings.fee')}</Table.Th>
                    <Table.Th ta="right">{_('console.earnings.net')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {earnings.data.items.map((line) => (
                    <Table.Tr key={line.id}>
                      <Table.Td>{formatDate(line.date, dateLocale(locale))}</Table.Td>
                      <Table.Td>
                        {line.course.title}{' '}
                        {line.kind === 'refund' ? (
                          <Badge color="red" variant="light" size="sm">
                            {_('console.earnings.refund')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{money(line.gross, line.currency)}</Table.Td>
                      <Table.Td ta="right">{money(line.platformFee, line.currency)}</Table.Td>
                      <Table.Td ta="right">
                        {money(line.net, line.currency)}{' '}
                        <Text span size="xs" c="dimmed">
                          ({locale === 'en' ? `${line.share} %` : formatPercent(line.share, locale)})
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
                  'aria-label': control === 'next' ? _('console.table.next') : _('console.table.previous'),
                })}
                getItemProps={(item) => ({ 'aria-label': _('console.table.page', { page: item }) })}
              />
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
