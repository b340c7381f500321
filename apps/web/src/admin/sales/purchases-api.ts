import type { AdminPurchase } from '@coursewise/contract';
import { apiClient } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

export const PURCHASES = 'purchases';

/** POST admin/purchases/{id}/refund: money back through the provider, access revoked. */
export function useRefundPurchase() {
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient.post<AdminPurchase>(`admin/purchases/${id}/refund`, reason ? { reason } : {}),
    // The dashboard's revenue and the audit log change too.
    invalidates: [PURCHASES, 'dashboard', 'audit'],
    successMessage: (purchase) => `Refunded ${purchase.course.title} to ${purchase.learner.email}`,
  });
}
