import type { Payment } from '@coursewise/contract';
import { paymentKeys } from '@coursewise/contract/query-keys';
import { paymentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * GET course/payment/{id}: one of the learner's payments with its lines, status and receipt number.
 * For a pending Stripe payment the server asks Stripe first, so this is also how a checkout learns
 * that the card was charged. Shared by the checkout (status) and the receipt page.
 */
export function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  return call(paymentRoutes.getPayment, { params: { id: paymentId }, signal });
}

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.details(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
  });

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
