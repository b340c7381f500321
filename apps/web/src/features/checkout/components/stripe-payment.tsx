import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { getPayment } from '../../../api/get-payment';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import {
  isLostAnswer,
  NOT_CHARGED,
  NOT_PAID,
  type PaymentProblem,
  recheckPayment,
} from '../api/recheck-payment';
import { waitForPaymentOutcome } from '../api/wait-for-payment';
import { usePaymentElement } from '../hooks/use-payment-element';
import { PaymentProblemAlert } from './payment-problem-alert';

/** Where Stripe sends the learner back after a payment method that redirects (e.g. a bank's page). */
export const stripeReturnUrl = (paymentId: string): string =>
  `${window.location.origin}/checkout?paymentId=${encodeURIComponent(paymentId)}`;

interface StripePaymentProps {
  payment: Payment;
  publishableKey: string;
  totalLabel: string;
  isDisabled?: boolean;
  onPaid: () => void;
  /** The server closed this payment (too old, or its prices moved): the checkout starts afresh. */
  onExpired?: () => void;
}

/**
 * Pays a Stripe payment: our server is asked whether it can still be paid (it closes one whose prices
 * no longer hold), the Payment Element confirms the intent in the browser, then our server is asked
 * until it has seen the outcome (it checks the intent with Stripe and fulfils the order).
 */
export function StripePayment({
  payment,
  publishableKey,
  totalLabel,
  isDisabled,
  onPaid,
  onExpired,
}: StripePaymentProps) {
  const { _ } = useLingui();
  const { containerRef, state } = usePaymentElement(publishableKey, payment.clientSecret);
  const [isPaying, setPaying] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status !== 'ready' || isPaying) return;
    setPaying(true);
    setProblem(null);
    const closed = (settled: Payment) => {
      notify.error(settled.failureMessage ?? _('commerce.payment.expired'));
      onExpired?.();
    };
    let isSentToStripe = false;
    try {
      // Asked first, so a checkout whose prices no longer hold is closed (its intent cancelled)
      // before the card is charged, not refunded after.
      const current = await getPayment(payment.id);
      if (current.status === 'succeeded') return onPaid();
      if (current.status === 'expired') return closed(current);
      isSentToStripe = true;
      const { error } = await state.stripe.confirmPayment({
        elements: state.elements,
        redirect: 'if_required',
        confirmParams: { return_url: stripeReturnUrl(payment.id) },
      });
      // Stripe's refusal (a declined card) lasts above the button, not only as a passing toast.
      if (error) return setProblem({ message: error.message ?? FALLBACK_ERROR_MESSAGE });
      const settled = await waitForPaymentOutcome(payment.id);
      if (settled.status === 'succeeded') onPaid();
      else if (settled.status === 'expired') closed(settled);
      else setProblem({ message: settled.failureMessage ?? NOT_PAID });
    } catch (error) {
      if (!isLostAnswer(error)) return notify.error(errorMessage(error));
      // Before Stripe was asked nothing can have been charged; after, our server asks Stripe.
      if (!isSentToStripe) return setProblem({ message: NOT_CHARGED });
      const outcome = await recheckPayment(payment.id, { isPendingUncharged: false });
      if (outcome.isPaid) return onPaid();
      setProblem(outcome.problem);
    } finally {
      setPaying(false);
    }
  };

  const unavailable = _('commerce.payment.formUnavailable');
  if (!payment.clientSecret) return <Alert color="red">{unavailable}</Alert>;
  return (
    <form onSubmit={(event) => void pay(event)} aria-label={_('commerce.card.form')}>
      <Stack gap="md">
        {state.status === 'unavailable' ? <Alert color="red">{state.message ?? unavailable}</Alert> : null}
        {state.status === 'loading' ? (
          <Center role="status" py="md">
            <Loader size="sm" aria-hidden="true" />
            <VisuallyHidden>{_('commerce.payment.loadingForm')}</VisuallyHidden>
          </Center>
        ) : null}
        <div ref={containerRef} />
        {problem ? <PaymentProblemAlert problem={problem} /> : null}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isPaying}
          disabled={isDisabled || isPaying || state.status !== 'ready'}
        >
          {_('commerce.pay', { total: totalLabel })}
        </Button>
      </Stack>
    </form>
  );
}
