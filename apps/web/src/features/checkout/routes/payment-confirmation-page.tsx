import type { Payment } from '@coursewise/contract';
import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePayment } from '../../../api/get-payment';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { PaymentConfirmation } from '../components/payment-confirmation';

const NOT_PAID: Record<'pending' | 'failed' | 'expired', string> = {
  pending: 'This payment has not been completed yet. Check your purchases before paying again.',
  failed: 'This payment did not go through. Your card was not charged.',
  expired: 'This checkout expired before it was paid. Your card was not charged.',
};

/** /checkout/complete/:paymentId (signed in): where a paid checkout lands. */
export function PaymentConfirmationPage() {
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const isMissing = isApiError(payment.error) && [400, 404].includes(payment.error.status);
  usePageTitle(payment.data?.status === 'succeeded' ? 'Thank you for your order' : 'Your order');

  // Another learner's payment, or none at all: the same answer, so nothing tells them apart.
  if (isMissing) return <NotFoundPage />;

  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      {payment.isPending ? (
        <Skeleton height={320} radius="lg" role="status" aria-label="Loading your order…" />
      ) : payment.isError ? (
        <QueryError
          error={payment.error}
          onRetry={() => void payment.refetch()}
          title="Your order could not load"
        />
      ) : payment.data.status === 'succeeded' ? (
        <PaymentConfirmation payment={payment.data} />
      ) : (
        <NotPaid payment={payment.data} />
      )}
    </Container>
  );
}

/** Opened for a payment that was not paid (an old link, or typed): says so plainly. */
function NotPaid({ payment }: { payment: Payment }) {
  const status = payment.status === 'succeeded' ? 'pending' : payment.status;
  return (
    <Stack gap="md">
      <Title order={1}>Your order</Title>
      <Alert color="yellow" title="Not paid" role="alert">
        <Stack gap="sm" align="flex-start">
          {/* An expired payment's own message says whether anything was charged and refunded. */}
          {(status === 'expired' && payment.failureMessage) || NOT_PAID[status]}
          <Button component={Link} to="/purchases" size="xs" variant="default">
            Go to your purchases
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
