import { Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCart } from '../../../api/get-cart';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import classes from '../components/cart.module.css';
import { CartItemRow } from '../components/cart-item-row';
import { CartSummary } from '../components/cart-summary';
import { CheckoutBar } from '../components/checkout-bar';

/** /cart (signed in): the courses about to be bought, priced by the server in the chosen currency. */
export function CartPage() {
  usePageTitle('Your cart');
  const cart = useCart();

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
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Text fw={600} role="status">
                {pluralise(cart.data.items.length, 'course')} in your cart
              </Text>
              <ul className={classes.list} aria-label="Courses in your cart">
                {cart.data.items.map((item) => (
                  <CartItemRow key={item.id} item={item} currency={cart.data.currency} />
                ))}
              </ul>
              <CheckoutBar cart={cart.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CartSummary cart={cart.data} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
