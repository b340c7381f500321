import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.code : '';
  if (onDropCoupon && (code === 'COUPON_INVALID' || code === 'GIFT_NEEDS_PAYMENT')) {
    return (
      <Alert color="red" title={_('commerce.checkoutProblem.couponRefused')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" onClick={onDropCoupon}>
            {_('commerce.checkoutProblem.continueWithoutCode')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (status === 422 && !isSingleCourse) {
    return (
      <EmptyState
        title={_('commerce.cart.empty')}
        description={_('commerce.checkoutProblem.emptyCart')}
        action={
          <Button component={Link} to="/courses">
            {_('commerce.browseCourses')}
          </Button>
        }
      />
    );
  }
  if (status === 409 || status === 404 || status === 422) {
    // The server's words: "You already own …", "This course does not exist".
    return (
      <Alert
        color={status === 409 ? 'cyan' : 'red'}
        title={_('commerce.checkoutProblem.nothingToPay')}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Group gap="sm">
            {status === 409 ? (
              <Button component={Link} to="/my-learning" size="xs">
                {_('commerce.checkoutProblem.goToMyLearning')}
              </Button>
            ) : null}
            <Button component={Link} to="/courses" size="xs" variant="default">
              {_('commerce.browseCourses')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return <QueryError error={error} onRetry={onRetry} title={_('commerce.checkoutProblem.notPrepared')} />;
}
