import type { PayoutStatement } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Stack, Text } from '@mantine/core';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { dateLocale } from '../lib/locale-text';

/** What a monthly statement's row shows, the same in the studio (mine) and the console (everyone's). */
type Statement = Pick<PayoutStatement, 'totals' | 'status' | 'paidAt' | 'reference'>;

/** Net per currency, with the sales, refunds and fee it comes from. */
export function StatementTotals({ statement }: { statement: Statement }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <Stack gap={2}>
      {statement.totals.map((t) => (
        <Text size="sm" key={t.currency}>
          <strong>{formatMoney(t.net, t.currency, null, locale)}</strong>{' '}
          <Text span size="xs" c="dimmed">
            {_('console.statement.breakdown', {
              sales: formatMoney(t.gross, t.currency, null, locale),
              refunds: formatMoney(t.refunds, t.currency, null, locale),
              fee: formatMoney(t.platformFee, t.currency, null, locale),
            })}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** Paid or unpaid, with the day it was paid and the admin's reference. */
export function StatementStatus({ statement }: { statement: Statement }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <>
      <Badge color={statement.status === 'paid' ? 'green' : 'yellow'} variant="light">
        {statement.status === 'paid' ? _('console.statement.paid') : _('console.statement.unpaid')}
      </Badge>
      {statement.paidAt ? (
        <Text size="xs" c="dimmed">
          {formatDate(statement.paidAt, dateLocale(locale))}
          {statement.reference ? ` · ${statement.reference}` : ''}
        </Text>
      ) : null}
    </>
  );
}
