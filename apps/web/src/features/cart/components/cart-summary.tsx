import type { Cart, CouponQuote } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';

/** The cart's totals as the server priced them, and the way to checkout. */
export function CartSummary({
  cart,
  quote,
  couponField,
}: {
  cart: Cart;
  /** The applied code's quote: its discount and the total to pay. */
  quote?: CouponQuote;
  couponField?: ReactNode;
}) {
  const { _ } = useLingui();
  const formatMoney = useMoneyFormatter();
  return (
    <Paper withBorder radius="lg" p="lg" shadow="sm" component="section" aria-labelledby="cart-summary-title">
      <Stack gap="sm">
        <Text fw={700} id="cart-summary-title">
          {_('commerce.orderSummary')}
        </Text>
        <Group justify="space-between">
          <Text size="sm">{_('commerce.cart.subtotal', { count: cart.items.length })}</Text>
          <Text size="sm">{formatMoney(cart.subtotal, cart.currency)}</Text>
        </Group>
        {quote ? (
          <Group justify="space-between">
            <Text size="sm">{_('commerce.coupon', { code: quote.code })}</Text>
            <Text size="sm">−{formatMoney(quote.discount, cart.currency)}</Text>
          </Group>
        ) : null}
        {couponField}
        <Divider />
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{_('commerce.cart.total')}</Text>
          <Text fw={800} fz={28}>
            {formatMoney(quote?.total ?? cart.total, cart.currency)}
          </Text>
        </Group>
        <Button component={Link} to="/checkout" size="md" fullWidth>
          {_('commerce.cart.checkout')}
        </Button>
        <Text size="xs" c="dimmed">
          {_('commerce.cart.pricesIn', { currency: cart.currency })}
        </Text>
      </Stack>
    </Paper>
  );
}
