import type { Payment } from '@coursewise/contract';
import { getPayment } from '../../../api/get-payment';
import { ApiError } from '../../../lib/api-client';

export const STILL_PENDING_MESSAGE =
  'Your bank has not confirmed the payment yet. Check your purchases in a minute before trying again.';

interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks GET course/payment/{id} until the payment has succeeded or failed (after Stripe confirmed it in
 * the browser, the server checks the PaymentIntent and fulfils the order). Gives up after `timeoutMs`
 * with a message saying the outcome is not known yet.
 */
export async function waitForPaymentOutcome(
  paymentId: string,
  { intervalMs = 1000, timeoutMs = 60_000 }: WaitOptions = {},
): Promise<Payment> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const payment = await getPayment(paymentId);
    if (payment.status !== 'pending') return payment;
    if (Date.now() + intervalMs > deadline) throw new ApiError(0, 'PAYMENT_PENDING', STILL_PENDING_MESSAGE);
    await pause(intervalMs);
  }
}
