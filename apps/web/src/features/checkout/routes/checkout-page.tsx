import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';

/** A placeholder until the payment step arrives. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Checkout</Title>
        <Text c="dimmed">Checkout is coming soon. Your cart is saved, so nothing is lost.</Text>
        <Group justify="center">
          <Button component={Link} to="/cart">
            Go to cart
          </Button>
          <Button component={Link} to="/courses" variant="default">
            Browse courses
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
