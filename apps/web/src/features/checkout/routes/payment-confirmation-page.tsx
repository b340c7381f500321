import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Container, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePayment } from '../../../api/get-payment';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { PaymentConfirmation } from '../components/payment-confirmation';

/** /checkout/complete/:paymentId (signed in): where a paid checkout lands. */
export function PaymentConfirmationPage() {
  const { _ } = useLingui();
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const isMissing = isApiError(payment.error) && [400, 404].includes(payment.error.status);
  usePageTitle(
    payment.data?.status === 'succeeded'
      ? _('commerce.confirmation.pageTitle')
      : _('commerce.confirmation.yourOrder'),
  );

  // Another learner's payment, or none at all: the same answer, so nothing tells them apart.
  if (isMissing) return <NotFoundPage />;

  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      {payment.isPending ? (
        <Skeleton height={320} radius="lg" role="status" aria-label={_('commerce.confirmation.loading')} />
      ) : payment.isError ? (
        <QueryError
          error={payment.error}
          onRetry={() => void payment.refetch()}
          title={_('commerce.confirmation.loadFailed')}
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
  const { _ } = useLingui();
  const status = payment.status === 'succeeded' ? 'pending' : payment.status;
  const notPaid = {
    pending: _('commerce.confirmation.pending'),
    failed: _('commerce.confirmation.failed'),
    expired: _('commerce.confirmation.expired'),
  };
  return (
    <Stack gap="md">
      <Title order={1}>{_('commerce.confirmation.yourOrder')}</Title>
      <Alert color="yellow" title={_('commerce.confirmation.notPaid')} role="alert">
        <Stack gap="sm" align="flex-start">
          {/* An expired payment's own message says whether anything was charged and refunded. */}
          {(status === 'expired' && payment.failureMessage) || notPaid[status]}
          <Button component={Link} to="/purchases" size="xs" variant="default">
            {_('commerce.confirmation.goToPurchases')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
