import type { Cart } from '@coursewise/contract';
import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCouponQuote } from '../../../api/check-coupon';
import { useCart } from '../../../api/get-cart';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { useCoupon } from '../../../hooks/use-coupon';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import classes from '../components/cart.module.css';
import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';
import { CheckoutBar } from '../components/checkout-bar';
import { CouponField } from '../components/coupon-field';

/** /cart (signed in): the courses about to be bought, priced by the server in the chosen currency. */
export function CartPage() {
  usePageTitle('Your cart');
  const cart = useCart();
  // Read here, so a share link's code is kept even while the cart loads or is empty.
  const coupon = useCoupon();

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Your cart</Title>
        {cart.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading your cart…">
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : cart.isError ? (
          <QueryError
            error={cart.error}
            onRetry={() => void cart.refetch()}
            title="Your cart could not load"
          />
        ) : cart.data.items.length === 0 ? (
          <EmptyState
            title="Your cart is empty"
            description="Find a course you like and add it to your cart."
            action={
              <Button component={Link} to="/courses">
                Browse courses
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
  const courseIds = cart.items.map((item) => item.id);
  const quote = useCouponQuote({ code: coupon.code, currency: cart.currency, courseIds });
  const applied = coupon.code ? quote.data : undefined;
  const discountOf = (courseId: string) =>
    applied?.lines.find((line) => line.courseId === courseId)?.discount;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Text fw={600} role="status">
          {pluralise(cart.items.length, 'course')} in your cart
        </Text>
        <ul className={classes.list} aria-label="Courses in your cart">
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
