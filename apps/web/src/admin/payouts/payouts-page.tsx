import type { AdminPayoutStatement } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { recentMonths } from '../../lib/months';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { StatementStatus, StatementTotals } from '../components/statement-cells';
import { monthName } from '../lib/locale-text';
import { useAdminPayouts, useMarkPayoutPaid } from './payouts-api';

/** Each currency of a statement on its own line: net to pay, and gross, refunds and fee beside it. */
const nameOf = (s: AdminPayoutStatement) => s.instructor.name || s.instructor.email;

/** Payouts: every instructor's statement of a month; an admin marks one paid once the month is over. */
export function PayoutsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const monthLabel = (value: string) => monthName(value, locale);
  const months = recentMonths(24);
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const payouts = useAdminPayouts(month);
  const markPaid = useMarkPayoutPaid();
  const [paying, setPaying] = useState<AdminPayoutStatement | null>(null);
  const isCurrent = month === months[0];

  return (
    <AdminPage title={_('console.nav.payouts')} description={_('console.payouts.description')}>
      <NativeSelect
        label={_('console.earnings.month')}
        data={months.map((value) => ({ value, label: monthLabel(value) }))}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        maw={260}
      />
      {payouts.isError ? (
        <QueryError error={payouts.error} onRetry={() => payouts.refetch()} />
      ) : payouts.isPending ? (
        <Text c="dimmed" role="status">
          {_('console.payouts.loadingAll')}
        </Text>
      ) : payouts.data.length === 0 ? (
        <EmptyState
          title={_('console.payouts.none')}
          description={_('console.payouts.noneHint', { month: monthLabel(month) })}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={_('console.payouts.statementsOf', { month: monthLabel(month) })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('console.users.role.instructor')}</Table.Th>
                <Table.Th>{_('console.payouts.totals')}</Table.Th>
                <Table.Th>{_('console.users.col.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{_('console.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.data.map((statement) => (
                <Table.Tr key={statement.instructor.id}>
                  <Table.Td>
                    <Text size="sm">{nameOf(statement)}</Text>
                    <Text size="xs" c="dimmed">
                      {statement.instructor.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatementTotals statement={statement} />
                  </Table.Td>
                  <Table.Td>
                    <StatementStatus statement={statement} />
                  </Table.Td>
                  <Table.Td>
                    {statement.status === 'unpaid' && !isCurrent ? (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={_('console.payouts.markPaidOf', { name: nameOf(statement) })}
                        onClick={() => setPaying(statement)}
                      >
                        {_('console.payouts.markPaid')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isCurrent ? (
        <Text size="sm" c="dimmed">
          {_('console.payouts.current')}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={paying !== null}
        onClose={() => setPaying(null)}
        title={_('console.payouts.markTitle')}
        message={
          paying
            ? _('console.payouts.markBody', { month: monthLabel(paying.month), name: nameOf(paying) })
            : ''
        }
        confirmLabel={_('console.payouts.markPaid')}
        reason={{ label: _('console.payouts.reference'), required: false, maxLength: 200 }}
        isPending={markPaid.isPending}
        onConfirm={(reference) => {
          if (!paying) return;
          markPaid.mutate(
            { month: paying.month, id: paying.instructor.id, reference },
            { onSettled: () => setPaying(null) },
          );
        }}
      />
    </AdminPage>
  );
}
