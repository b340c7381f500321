import type { AdminPayoutStatement } from '@coursewise/contract';
import { Button, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { monthLabel, recentMonths } from '../../lib/months';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { StatementStatus, StatementTotals } from '../components/statement-cells';
import { useAdminPayouts, useMarkPayoutPaid } from './payouts-api';

/** Each currency of a statement on its own line: net to pay, and gross, refunds and fee beside it. */
const nameOf = (s: AdminPayoutStatement) => s.instructor.name || s.instructor.email;

/** Payouts: every instructor's statement of a month; an admin marks one paid once the month is over. */
export function PayoutsPage() {
  const months = recentMonths(24);
  const [month, setMonth] = useState(months[1] ?? months[0] ?? '');
  const payouts = useAdminPayouts(month);
  const markPaid = useMarkPayoutPaid();
  const [paying, setPaying] = useState<AdminPayoutStatement | null>(null);
  const isCurrent = month === months[0];

  return (
    <AdminPage
      title="Payouts"
      description="Each instructor's earnings of a month, per currency. Pay them outside Coursewise, then mark the statement paid."
    >
      <NativeSelect
        label="Month"
        data={months.map((value) => ({ value, label: monthLabel(value) }))}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        maw={260}
      />
      {payouts.isError ? (
        <QueryError error={payouts.error} onRetry={() => payouts.refetch()} />
      ) : payouts.isPending ? (
        <Text c="dimmed" role="status">
          Loading statements…
        </Text>
      ) : payouts.data.length === 0 ? (
        <EmptyState
          title="No statements"
          description={`No instructor sold anything in ${monthLabel(month)}.`}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={`Statements of ${monthLabel(month)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Instructor</Table.Th>
                <Table.Th>Totals</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                        aria-label={`Mark the statement of ${nameOf(statement)} paid`}
                        onClick={() => setPaying(statement)}
                      >
                        Mark paid
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
          This month is not over yet: its statements can be paid from next month.
        </Text>
      ) : null}
      <ConfirmDialog
        opened={paying !== null}
        onClose={() => setPaying(null)}
        title="Mark the statement paid"
        message={
          paying
            ? `The ${monthLabel(paying.month)} statement of ${nameOf(paying)} will show as paid. Do this once the money has been sent; it cannot be undone.`
            : ''
        }
        confirmLabel="Mark paid"
        reason={{ label: 'Payment reference (optional)', required: false, maxLength: 200 }}
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
