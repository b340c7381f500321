import { useLingui } from '@lingui/react';
import { useCart } from '../../api/get-cart';
import classes from './layout.module.css';

/** The number of courses in the cart, beside the header's "Cart" link (nothing while it is empty). */
export function CartCount() {
  const cart = useCart();
  const { _ } = useLingui();
  const count = cart.data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <span className={classes.count}>
      <span aria-hidden="true">{count}</span>
      <span className={classes.visuallyHidden}>({_('home.courseCount', { count })})</span>
    </span>
  );
}
