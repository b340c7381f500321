import { Alert, Anchor, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { usePayment } from '../../../api/get-payment';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { InvoiceButton } from '../components/invoice-button';
import { Receipt } from '../components/receipt';
import classes from '../components/receipt.module.css';

const NOT_PAID: Record<'pending' | 'failed' | 'expired', string> = {
  pending: 'This payment has not been completed, so there is no receipt for it yet.',
  failed: 'This payment did not go through, so there is no receipt for it. Nothing was charged.',
  expired: 'This checkout expired before it was paid, so there is no receipt for it.',
};

/** /purchases/:paymentId (signed in): the receipt of one of the learner's payments, ready to print. */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const isMissing = isApiError(payment.error) && [400, 404].includes(payment.error.status);
  usePageTitle(payment.data?.receiptNumber ? `Receipt ${payment.data.receiptNumber}` : 'Receipt');

  // Another learner's payment, or none at all: the same answer, so nothing tells them apart.
  if (isMissing) return <NotFoundPage />;

  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" className={classes.noPrint}>
          <Anchor component={Link} to="/purchases" size="sm">
            Back to your purchases
          </Anchor>
          {payment.data?.status === 'succeeded' ? (
            <Group gap="sm">
              {payment.data.invoiceNumber ? (
                <InvoiceButton paymentId={payment.data.id} invoiceNumber={payment.data.invoiceNumber} />
              ) : null}
              <Button variant="default" onClick={() => window.print()}>
                Print
              </Button>
            </Group>
          ) : null}
        </Group>
        {payment.isPending ? (
          <Skeleton height={420} radius="lg" role="status" aria-label="Loading the receipt…" />
        ) : payment.isError ? (
          <QueryError
            error={payment.error}
            onRetry={() => void payment.refetch()}
            title="This receipt could not load"
          />
        ) : payment.data.status === 'succeeded' ? (
          <Receipt payment={payment.data} />
        ) : (
          <Alert color="yellow" title="No receipt" role="alert">
            {/* An expired payment's own message says whether anything was charged and refunded. */}
            {(payment.data.status === 'expired' && payment.data.failureMessage) ||
              NOT_PAID[payment.data.status]}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
