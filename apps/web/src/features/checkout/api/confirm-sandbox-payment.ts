import type { Payment, SandboxCardBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

interface ConfirmVariables {
  paymentId: string;
  card: SandboxCardBody;
}

/**
 * POST course/payment/{id}/confirm (sandbox provider): charges the test card. A decline answers 402
 * with the reason ("Your card was declined."), which the mutation cache shows as an error toast; the
 * payment stays open, so the learner can try again.
 */
export function confirmSandboxPayment({ paymentId, card }: ConfirmVariables): Promise<Payment> {
  return apiClient.post<Payment>(`course/payment/${encodeURIComponent(paymentId)}/confirm`, card);
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
