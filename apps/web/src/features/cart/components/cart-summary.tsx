import type { Cart } from '@coursewise/contract';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { pluralise } from '../../../lib/format';

/** The cart's totals as the server priced them, and the way to checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const formatMoney = useMoneyFormatter();
  return (
    <Paper withBorder radius="lg" p="lg" shadow="sm" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Text fw={700} id="cart-summary-title">
          Order summary
        </Text>
        <Group justify="space-between">
          <Text size="sm">Subtotal ({pluralise(cart.items.length, 'course')})</Text>
          <Text size="sm">{formatMoney(cart.subtotal, cart.currency)}</Text>
        </Group>
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={700}>Total</Text>
          <Text fw={800} fz={28}>
            {formatMoney(cart.total, cart.currency)}
          </Text>
        </Group>
        <Button component={Link} to="/checkout" size="md" fullWidth>
          Checkout
        </Button>
        <Text size="xs" c="dimmed">
          Prices are in {cart.currency}. You are charged exactly the total shown.
        </Text>
      </Stack>
    </Paper>
  );
}
