import type { Payment, Settings } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { named } from '../../../lib/lazy-named';
import { selectSettings, useAppSelector } from '../../../store';
import { StripePayment } from './stripe-payment';

// The sandbox form brings react-hook-form (15 kB gzip): fetched while the order is priced (see
// `preloadPaymentForm`), it no longer delays the request that prices it.
const loadSandboxCardForm = () => import('./sandbox-card-form');
const SandboxCardForm = lazy(() => loadSandboxCardForm().then(named('SandboxCardForm')));

/** Starts fetching the card form of the site's provider, so it is there when the order is priced. */
export function preloadPaymentForm(provider: Settings['payment']['provider'] | undefined): void {
  if (provider === 'sandbox') void loadSandboxCardForm();
}

interface PaymentSectionProps {
  payment: Payment;
  totalLabel: string;
  isRepricing: boolean;
  onPaid: () => void;
  /** The server closed the payment (too old, or its prices moved): price the order afresh. */
  onExpired?: () => void;
}

/**
 * "Payment": Stripe's Payment Element or the sandbox card form, whichever provider took the order (the
 * sandbox's test cards are drawn above the order by the checkout page, before it is priced).
 */
export function PaymentSection({ payment, totalLabel, isRepricing, onPaid, onExpired }: PaymentSectionProps) {
  const { _ } = useLingui();
  const settings = useAppSelector(selectSettings);
  const publishableKey = settings?.payment.publishableKey;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="payment-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="payment-title">
          {_('commerce.payment.title')}
        </Title>
        {payment.provider === 'sandbox' ? (
          <Suspense fallback={<PageLoader label={_('commerce.payment.loadingForm')} />}>
            <SandboxCardForm
              paymentId={payment.id}
              totalLabel={totalLabel}
              isDisabled={isRepricing}
              onPaid={onPaid}
              onExpired={onExpired}
            />
          </Suspense>
        ) : !settings ? (
          <PageLoader label={_('commerce.payment.loadingForm')} />
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
          <Alert color="red">{_('commerce.payment.providerUnavailable')}</Alert>
        )}
      </Stack>
    </Paper>
  );
}
