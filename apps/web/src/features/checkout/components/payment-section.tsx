import type { Payment } from '@coursewise/contract';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { selectSettings, useAppSelector } from '../../../store';
import { SandboxCardForm } from './sandbox-card-form';
import { StripePayment } from './stripe-payment';

interface PaymentSectionProps {
  payment: Payment;
  totalLabel: string;
  isRepricing: boolean;
  onPaid: () => void;
  /** The server closed the payment (too old, or its prices moved): price the order afresh. */
  onExpired?: () => void;
}

/** "Payment": Stripe's Payment Element or the sandbox card form, whichever provider took the order. */
export function PaymentSection({ payment, totalLabel, isRepricing, onPaid, onExpired }: PaymentSectionProps) {
  const settings = useAppSelector(selectSettings);
  const publishableKey = settings?.payment.publishableKey;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payment-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="payment-title">
          Payment
        </Title>
        {payment.provider === 'sandbox' ? (
          <SandboxCardForm
            paymentId={payment.id}
            totalLabel={totalLabel}
            isDisabled={isRepricing}
            onPaid={onPaid}
            onExpired={onExpired}
          />
        ) : !settings ? (
          <PageLoader label="Loading the card form…" />
        ) : publishableKey ? (
          <StripePayment
            payment={payment}
            publishableKey={publishableKey}
            totalLabel={totalLabel}
            isDisabled={isRepricing}
            onPaid={onPaid}
            onExpired={onExpired}
          />
        ) : (
          <Alert color="red">Card payments are not available right now. Please try again later.</Alert>
        )}
      </Stack>
    </Paper>
  );
}
