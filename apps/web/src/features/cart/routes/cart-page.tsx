import type { Cart } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCouponQuote } from '../../../api/check-coupon';
import { useCart } from '../../../api/get-cart';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useCoupon } from '../../../hooks/use-coupon';
import { usePageTitle } from '../../../hooks/use-page-title';
import classes from '../components/cart.module.css';
import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';
import { CheckoutBar } from '../components/checkout-bar';
import { CouponField } from '../components/coupon-field';

/** /cart (signed in): the courses about to be bought, priced by the server in the chosen currency. */
export function CartPage() {
  const { _ } = useLingui();
  usePageTitle(_('commerce.cart.title'));
  const cart = useCart();
  // Read here, so a share link's code is kept even while the cart loads or is empty.
  const coupon = useCoupon();

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{_('commerce.cart.title')}</Title>
        {cart.isPending ? (
          <Stack gap="md" role="status" aria-label={_('commerce.cart.loading')}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : cart.isError ? (
          <QueryError
            error={cart.error}
            onRetry={() => void cart.refetch()}
            title={_('commerce.cart.loadFailed')}
          />
        ) : cart.data.items.length === 0 ? (
          <EmptyState
            title={_('commerce.cart.empty')}
            description={_('commerce.cart.emptyHint')}
            action={
              <Button component={Link} to="/courses">
                {_('commerce.browseCourses')}
              </Button>
            }
          />
        ) : (
          <CartContents cart={cart.data} coupon={coupon} />
        )}
      </Stack>
    </Container>
  );
}

/** The cart's courses and totals, with a coupon code applied when the visitor has one. */
function CartContents({ cart, coupon }: { cart: Cart; coupon: ReturnType<typeof useCoupon> }) {
  const { _ } = useLingui();
  const courseIds = cart.items.map((item) => item.id);
  const quote = useCouponQuote({ code: coupon.code, currency: cart.currency, courseIds });
  const applied = coupon.code ? quote.data : undefined;
  const discountOf = (courseId: string) =>
    applied?.lines.find((line) => line.courseId === courseId)?.discount;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Text fw={600} role="status">
          {_('commerce.cart.count', { count: cart.items.length })}
        </Text>
        <ul className={classes.list} aria-label={_('commerce.cart.courses')}>
          {cart.items.map((item) => (
            <CartItemRow key={item.id} item={item} currency={cart.currency} discount={discountOf(item.id)} />
          ))}
        </ul>
        <CheckoutBar cart={cart} total={applied?.total} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CartSummary
          cart={cart}
          quote={applied}
          couponField={
            <CouponField code={coupon.code} quote={quote} onApply={coupon.apply} onRemove={coupon.remove} />
          }
        />
      </Grid.Col>
    </Grid>
  );
}
