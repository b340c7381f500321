import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { errorMessage, isApiError } from '../../../lib/api-client';

interface CheckoutProblemProps {
  error: unknown;
  /** Buying one course ("Buy now") rather than the cart. */
  isSingleCourse: boolean;
  onRetry: () => void;
  /** Checks out again without the coupon code that was refused. */
  onDropCoupon?: () => void;
}

/** Why there is nothing to pay for: an empty cart, a course already owned or gone, or a failure. */
export function CheckoutProblem({ error, isSingleCourse, onRetry, onDropCoupon }: CheckoutProblemProps) {
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.code : '';
  if (onDropCoupon && (code === 'COUPON_INVALID' || code === 'GIFT_NEEDS_PAYMENT')) {
    return (
      <Alert color="red" title="Your coupon code cannot be used" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" onClick={onDropCoupon}>
            Continue without the code
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (status === 422 && !isSingleCourse) {
    return (
      <EmptyState
        title="Your cart is empty"
        description="Find a course you like and add it to your cart, then come back here to pay."
        action={
          <Button component={Link} to="/courses">
            Browse courses
          </Button>
        }
      />
    );
  }
  if (status === 409 || status === 404 || status === 422) {
    // The server's words: "You already own …", "This course does not exist".
    return (
      <Alert color={status === 409 ? 'cyan' : 'red'} title="There is nothing to pay for" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Group gap="sm">
            {status === 409 ? (
              <Button component={Link} to="/my-learning" size="xs">
                Go to My learning
              </Button>
            ) : null}
            <Button component={Link} to="/courses" size="xs" variant="default">
              Browse courses
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <QueryError error={error} onRetry={onRetry} title="Your order could not be prepared" />;
}
