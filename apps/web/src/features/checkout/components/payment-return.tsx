import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { waitForPaymentOutcome } from '../api/wait-for-payment';
import { useFinishCheckout } from '../hooks/use-finish-checkout';
import { checkoutMessage } from '../lib/checkout-messages';

/** Why it failed: the server's words, or none (then the page says it did not go through). */
type Outcome = { state: 'waiting' } | { state: 'failed'; message?: string; payment?: Payment };

/** Where to try again: the same single course, or the cart. */
function retryPath(payment?: Payment): string {
  const [only, ...others] = payment?.lines ?? [];
  return only && others.length === 0
    ? `/checkout?courseId=${encodeURIComponent(only.courseId)}`
    : '/checkout';
}

/**
 * Back from a payment method that left the site (Stripe's `return_url`): waits for the server to
 * see the outcome, then finishes the checkout or says why it did not go through.
 */
export function PaymentReturn({ paymentId }: { paymentId: string }) {
  const { _ } = useLingui();
  const finish = useFinishCheckout();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });

  useEffect(() => {
    let isCurrent = true;
    waitForPaymentOutcome(paymentId).then(
      (payment) => {
        if (!isCurrent) return;
        if (payment.status === 'succeeded') finish(payment.id);
        else
          setOutcome({
            state: 'failed',
            ...(payment.failureMessage ? { message: payment.failureMessage } : {}),
            payment,
          });
      },
      (error: unknown) => {
        if (isCurrent) setOutcome({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [paymentId, finish]);

  if (outcome.state === 'waiting') return <PageLoader label={_('commerce.paymentReturn.confirming')} />;
  return (
    <Alert color="red" title={_('commerce.paymentReturn.failed')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {outcome.message ? checkoutMessage(_, outcome.message) : _('commerce.paymentReturn.notThrough')}
        </Text>
        <Button component={Link} to={retryPath(outcome.payment)} size="xs">
          {_('commerce.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
