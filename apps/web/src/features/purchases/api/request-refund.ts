import type { RefundRequestBody } from '@coursewise/contract';
import { courseKeys, learningKeys, purchaseKeys } from '@coursewise/contract/query-keys';
import { refundRequestRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWithMessage } from '../../../lib/api-client';

/** POST purchase/{id}/refund-request: the request, and what the server says happened to it. */
export function requestRefund(purchaseId: string, body: RefundRequestBody) {
  return callWithMessage(refundRequestRoutes.requestRefund, { params: { id: purchaseId }, body });
}

/** Asks; then the purchases, My learning and the course pages show the outcome (a refund revokes). */
export function useRequestRefund(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) => requestRefund(purchaseId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
        queryClient.invalidateQueries({ queryKey: learningKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]);
    },
  });
}
