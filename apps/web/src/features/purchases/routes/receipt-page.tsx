import { useLingui } from '@lingui/react';
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

/** /purchases/:paymentId (signed in): the receipt of one of the learner's payments, ready to print. */
export function ReceiptPage() {
  const { _ } = useLingui();
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const isMissing = isApiError(payment.error) && [400, 404].includes(payment.error.status);
  usePageTitle(
    payment.data?.receiptNumber
      ? _('commerce.purchases.receipt', { number: payment.data.receiptNumber })
      : _('commerce.receipt.title'),
  );
  const notPaid = {
    pending: _('commerce.receipt.pending'),
    failed: _('commerce.receipt.failed'),
    expired: _('commerce.receipt.expired'),
  };

  // Another learner's payment, or none at all: the same answer, so nothing tells them apart.
  if (isMissing) return <NotFoundPage />;

  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" className={classes.noPrint}>
          <Anchor component={Link} to="/purchases" size="sm">
            {_('commerce.receipt.back')}
          </Anchor>
          {payment.data?.status === 'succeeded' ? (
            <Group gap="sm">
              {payment.data.invoiceNumber ? (
                <InvoiceButton paymentId={payment.data.id} invoiceNumber={payment.data.invoiceNumber} />
              ) : null}
              <Button variant="default" onClick={() => window.print()}>
                {_('commerce.receipt.print')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {payment.isPending ? (
          <Skeleton height={420} radius="lg" role="status" aria-label={_('commerce.receipt.loading')} />
        ) : payment.isError ? (
          <QueryError
            error={payment.error}
            onRetry={() => void payment.refetch()}
            title={_('commerce.receipt.loadFailed')}
          />
        ) : payment.data.status === 'succeeded' ? (
          <Receipt payment={payment.data} />
        ) : (
          <Alert color="yellow" title={_('commerce.receipt.none')} role="alert">
            {/* An expired payment's own message says whether anything was charged and refunded. */}
            {(payment.data.status === 'expired' && payment.data.failureMessage) ||
              notPaid[payment.data.status]}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
