import type { Cart } from '@coursewise/contract';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import classes from './cart.module.css';

/**
 * Phones: the total and the checkout button kept at the bottom of the screen while the list scrolls,
 * until the full summary below the list comes into view (hidden on wide screens, where it is beside).
 */
export function CheckoutBar({ cart, total = cart.total }: { cart: Cart; total?: number }) {
  const formatMoney = useMoneyFormatter();
  return (
    <section className={classes.checkoutBar} aria-label="Cart total">
      <div>
        <Text size="xs" c="dimmed" component="span" display="block">
          Total
        </Text>
        <Text fw={800} fz="lg" component="span" display="block">
          {formatMoney(total, cart.currency)}
        </Text>
      </div>
      <Button component={Link} to="/checkout" size="md">
        Checkout
      </Button>
    </section>
  );
}
