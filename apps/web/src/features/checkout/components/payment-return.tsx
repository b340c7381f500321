import type { Payment } from '@coursewise/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api-client';
import { waitForPaymentOutcome } from '../api/wait-for-payment';
import { useFinishCheckout } from '../hooks/use-finish-checkout';

type Outcome = { state: 'waiting' } | { state: 'failed'; message: string; payment?: Payment };

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
            message: payment.failureMessage ?? 'The payment did not go through.',
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

  if (outcome.state === 'waiting') return <PageLoader label="Confirming your payment…" />;
  return (
    <Alert color="red" title="Your payment did not go through" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{outcome.message}</Text>
        <Button component={Link} to={retryPath(outcome.payment)} size="xs">
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
