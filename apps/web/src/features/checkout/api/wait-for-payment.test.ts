import { paymentRoutes } from '@coursewise/contract/routes';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { STILL_PENDING_MESSAGE, waitForPaymentOutcome } from './wait-for-payment';

describe('waiting for a payment’s outcome', () => {
  it('asks again while the payment is pending and answers once it has succeeded', async () => {
    const answers = [aPayment(), aPayment(), aPaidPayment()];
    const sent = stubFetch(() => ({ body: { data: answers.shift() } }));

    const payment = await waitForPaymentOutcome('payment-1', { intervalMs: 1 });

    expect(payment.status).toBe('succeeded');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((request) => request.url))).toEqual(
      new Set([apiUrl(paymentRoutes.getPayment, { id: 'payment-1' })]),
    );
  });

  it('answers a failed payment as it is', async () => {
    stubFetch(() => ({ body: { data: aPayment({ status: 'failed', failureMessage: 'Declined' }) } }));
    await expect(waitForPaymentOutcome('payment-1', { intervalMs: 1 })).resolves.toMatchObject({
      status: 'failed',
      failureMessage: 'Declined',
    });
  });

  it('gives up with a message once the time is over', async () => {
    stubFetch(() => ({ body: { data: aPayment() } }));
    await expect(waitForPaymentOutcome('payment-1', { intervalMs: 5, timeoutMs: 20 })).rejects.toThrow(
      STILL_PENDING_MESSAGE,
    );
  });
});
