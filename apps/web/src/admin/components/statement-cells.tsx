import type { PayoutStatement } from '@coursewise/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';

/** What a monthly statement's row shows, the same in the studio (mine) and the console (everyone's). */
type Statement = Pick<PayoutStatement, 'totals' | 'status' | 'paidAt' | 'reference'>;

/** Net per currency, with the sales, refunds and fee it comes from. */
export function StatementTotals({ statement }: { statement: Statement }) {
  return (
    <Stack gap={2}>
      {statement.totals.map((t) => (
        <Text size="sm" key={t.currency}>
          <strong>{formatMoney(t.net, t.currency)}</strong>{' '}
          <Text span size="xs" c="dimmed">
            (sales {formatMoney(t.gross, t.currency)}, refunds {formatMoney(t.refunds, t.currency)}, fee{' '}
            {formatMoney(t.platformFee, t.currency)})
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** Paid or unpaid, with the day it was paid and the admin's reference. */
export function StatementStatus({ statement }: { statement: Statement }) {
  return (
    <>
      <Badge color={statement.status === 'paid' ? 'green' : 'yellow'} variant="light">
        {statement.status === 'paid' ? 'Paid' : 'Unpaid'}
      </Badge>
      {statement.paidAt ? (
        <Text size="xs" c="dimmed">
          {formatDate(statement.paidAt)}
          {statement.reference ? ` · ${statement.reference}` : ''}
        </Text>
      ) : null}
    </>
  );
}
