import { useLingui } from '@lingui/react';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/event-bus';
import { useConfirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { isLostAnswer, NOT_PAID, type PaymentProblem, recheckPayment } from '../api/recheck-payment';
import { cardDigits, caretAfterDigits, formatCardNumber, formatExpiry } from '../lib/card';
import { type CardFormValues, EMPTY_CARD, toCardBody } from '../lib/card-values';
import { fieldMessage } from '../lib/checkout-messages';
import { lazyCardResolver, loadCardChecks } from '../lib/lazy-card-resolver';
import { PaymentProblemAlert } from './payment-problem-alert';

interface SandboxCardFormProps {
  paymentId: string;
  /** The total as shown, for the button: "Pay £63.18". */
  totalLabel: string;
  /** While the order is re-priced (another currency) nothing may be paid. */
  isDisabled?: boolean;
  onPaid: () => void;
  /** The server closed this payment (too old, or its prices moved): the checkout starts afresh. */
  onExpired?: () => void;
}

/** Rewrites the input as typed and keeps the caret after the same digit (editing mid-number works). */
function reformat(event: ChangeEvent<HTMLInputElement>, format: (value: string) => string): void {
  const input = event.currentTarget;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = cardDigits(input.value.slice(0, caret)).length;
  input.value = format(input.value);
  if (document.activeElement === input) {
    const position = caretAfterDigits(input.value, digitsBefore);
    input.setSelectionRange(position, position);
  }
}

/**
 * The built-in sandbox provider's card form. The number lives only in this form's state and the one
 * request that confirms the payment: it is never stored in the browser.
 */
export function SandboxCardForm({
  paymentId,
  totalLabel,
  isDisabled = false,
  onPaid,
  onExpired,
}: SandboxCardFormProps) {
  const { _ } = useLingui();
  const confirm = useConfirmSandboxPayment();
  const form = useForm<CardFormValues>({ resolver: lazyCardResolver, defaultValues: EMPTY_CARD });
  const {
    register,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  const cvc = register('cvc');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [isRechecking, setRechecking] = useState(false);

  // The card did not pay: the reason stays beside the number, where the learner's focus goes.
  const declined = (message: string) => {
    setProblem({ message });
    setFocus('cardNumber');
  };

  // No answer came back: the server says whether the card was charged before the learner pays again.
  const recheck = async () => {
    setRechecking(true);
    const outcome = await recheckPayment(paymentId, { isPendingUncharged: true });
    setRechecking(false);
    if (outcome.isPaid) return onPaid();
    setProblem(outcome.problem);
    if (!outcome.problem.isChargeUnknown) setFocus('cardNumber');
  };

  const submit = form.handleSubmit((values) =>
    confirm.mutate(
      { paymentId, card: toCardBody(values) },
      {
        onSuccess: (payment) => {
          if (payment.status === 'succeeded') onPaid();
          else declined(payment.failureMessage ?? NOT_PAID);
        },
        // A decline (402) stays beside the card number; a refused field goes under its input and a
        // 409 (expired, re-priced, unpublished) is a toast while the order is priced afresh.
        onError: (error) => {
          if (isApiError(error) && error.status === 402) return declined(error.message);
          if (isLostAnswer(error)) return void recheck();
          notify.error(errorMessage(error));
          // Loaded already: the form's own checks ran before this request.
          void loadCardChecks().then((checks) => checks.applyCardFieldErrors(error, setError));
          if (isApiError(error) && error.status === 409) onExpired?.();
        },
      },
    ),
  );
  const isBusy = confirm.isPending || isRechecking;

  return (
    <form
      onSubmit={(event) => {
        setProblem(null);
        void submit(event);
      }}
      // Reaching a field starts loading the checks, so they are there by the time the learner pays.
      onFocus={() => void loadCardChecks()}
      noValidate
      aria-label={_('commerce.card.form')}
    >
      <Stack gap="md">
        {problem ? <PaymentProblemAlert problem={problem} /> : null}
        <TextInput
          label={_('commerce.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          required
          error={fieldMessage(_, errors.cardNumber?.message)}
          {...cardNumber}
          onChange={(event) => {
            reformat(event, formatCardNumber);
            void cardNumber.onChange(event);
          }}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={_('commerce.card.expiry')}
            description={_('commerce.card.expiryHint')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={_('commerce.card.expiryHint')}
            maxLength={5}
            required
            error={fieldMessage(_, errors.expiry?.message)}
            {...expiry}
            onChange={(event) => {
              reformat(event, formatExpiry);
              void expiry.onChange(event);
            }}
          />
          <TextInput
            label={_('commerce.card.cvcLabel')}
            description={_('commerce.card.cvcHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={_('commerce.card.cvcPlaceholder')}
            maxLength={4}
            required
            error={fieldMessage(_, errors.cvc?.message)}
            {...cvc}
            onChange={(event) => {
              reformat(event, (value) => value.replace(/\D/g, '').slice(0, 4));
              void cvc.onChange(event);
            }}
          />
        </SimpleGrid>
        <TextInput
          label={_('commerce.card.name')}
          description={_('commerce.card.optional')}
          autoComplete="cc-name"
          error={fieldMessage(_, errors.name?.message)}
          {...register('name')}
        />
        <Button type="submit" size="md" fullWidth loading={isBusy} disabled={isDisabled || isBusy}>
          {_('commerce.pay', { total: totalLabel })}
        </Button>
      </Stack>
    </form>
  );
}
