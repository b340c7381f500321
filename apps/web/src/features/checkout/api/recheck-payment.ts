import { getPayment } from '../../../api/get-payment';
import { isApiError } from '../../../lib/api-client';

export const NOT_PAID = 'Your payment did not go through. Please try again.';
export const NOT_CHARGED = 'Your card was not charged. You can try again.';
export const CHARGE_UNKNOWN =
  'We could not confirm whether your card was charged. Check Purchases before paying again.';

/** What the learner reads when paying did not end in a paid order; lasting, beside the card fields. */
export interface PaymentProblem {
  message: string;
  /** The outcome is unknown: they should look at Purchases before paying twice. */
  isChargeUnknown?: boolean;
}

/**
 * Whether no answer came back (network down, a 5xx, a gateway timeout, a garbled body, or our wait for
 * the outcome ran out): the server may have charged the card all the same.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE';
}

export type RecheckOutcome = { isPaid: true } | { isPaid: false; problem: PaymentProblem };

/**
 * After a lost answer while paying: asks GET course/payment/{id} what became of the payment, so the
 * learner is told plainly whether they were charged. `isPendingUncharged` is true where a pending
 * payment cannot have been charged (the sandbox charges in the request itself); a Stripe payment
 * still pending after its confirmation may yet be charged by the bank.
 */
export async function recheckPayment(
  paymentId: string,
  { isPendingUncharged }: { isPendingUncharged: boolean },
): Promise<RecheckOutcome> {
  try {
    const payment = await getPayment(paymentId);
    if (payment.status === 'succeeded') return { isPaid: true };
    if (payment.status === 'failed' || (payment.status === 'pending' && isPendingUncharged))
      return { isPaid: false, problem: { message: NOT_CHARGED } };
    // An expired payment's own message says whether anything was charged and refunded.
    if (payment.status === 'expired' && payment.failureMessage)
      return { isPaid: false, problem: { message: payment.failureMessage } };
  } catch {
    // Unreadable too: fall through to "we could not confirm".
  }
  return { isPaid: false, problem: { message: CHARGE_UNKNOWN, isChargeUnknown: true } };
}
