import type { Cart } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import classes from './cart.module.css';

/**
 * Phones: the total and the checkout button kept at the bottom of the screen while the list scrolls,
 * until the full summary below the list comes into view (hidden on wide screens, where it is beside).
 */
export function CheckoutBar({ cart, total = cart.total }: { cart: Cart; total?: number }) {
  const { _ } = useLingui();
  const formatMoney = useMoneyFormatter();
  return (
    <section className={classes.checkoutBar} aria-label={_('commerce.cart.totalRegion')}>
      <div>
        <Text size="xs" c="dimmed" component="span" display="block">
          {_('commerce.cart.total')}
        </Text>
        <Text fw={800} fz="lg" component="span" display="block">
          {formatMoney(total, cart.currency)}
        </Text>
      </div>
      <Button component={Link} to="/checkout" size="md">
        {_('commerce.cart.checkout')}
      </Button>
    </section>
  );
}
