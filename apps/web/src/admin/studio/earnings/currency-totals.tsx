import type { CurrencyTotals } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatMoney } from '../../../lib/currency';

/** One card per currency (never added together): net, with gross, refunds and the platform fee. */
export function CurrencyTotalsCards({ totals }: { totals: readonly CurrencyTotals[] }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {totals.map((t) => (
        <Paper
          component="li"
          withBorder
          p="md"
          radius="md"
          key={t.currency}
          aria-label={_('console.earnings.totalsIn', { currency: t.currency })}
        >
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {_('console.earnings.yourNetIn', { currency: t.currency })}
            </Text>
            <Text size="xl" fw={700}>
              {formatMoney(t.net, t.currency, null, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {_('console.earnings.breakdown', {
                sales: formatMoney(t.gross, t.currency, null, locale),
                refunds: formatMoney(t.refunds, t.currency, null, locale),
                fee: formatMoney(t.platformFee, t.currency, null, locale),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
