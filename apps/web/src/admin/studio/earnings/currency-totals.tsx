import type { CurrencyTotals } from '@coursewise/contract';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/currency';

/** One card per currency (never added together): net, with gross, refunds and the platform fee. */
export function CurrencyTotalsCards({ totals }: { totals: readonly CurrencyTotals[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {totals.map((t) => (
        <Paper
          component="li"
          withBorder
          p="md"
          radius="md"
          key={t.currency}
          aria-label={`Totals in ${t.currency}`}
        >
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t.currency} · your net
            </Text>
            <Text size="xl" fw={700}>
              {formatMoney(t.net, t.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              Sales {formatMoney(t.gross, t.currency)} · refunds {formatMoney(t.refunds, t.currency)} ·
              platform fee {formatMoney(t.platformFee, t.currency)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
