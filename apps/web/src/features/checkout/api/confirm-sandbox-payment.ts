import type { Payment, SandboxCardBody } from '@coursewise/contract';
import { paymentRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

interface ConfirmVariables {
  paymentId: string;
  card: SandboxCardBody;
}

/**
 * POST course/payment/{id}/confirm (sandbox provider): charges the test card. A decline answers 402
 * with the reason ("Your card was declined."); the payment stays open, so the learner can try again.
 * The card form shows every failure itself (a decline lasts beside the card number), so the mutation
 * cache raises no toast.
 */
export function confirmSandboxPayment({ paymentId, card }: ConfirmVariables): Promise<Payment> {
  return call(paymentRoutes.confirmPayment, { params: { id: paymentId }, body: card });
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment, meta: { silentError: true } });
}
