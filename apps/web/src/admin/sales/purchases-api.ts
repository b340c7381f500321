import { adminSalesRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

/** POST admin/purchases/{id}/refund: money back through the provider, access revoked. */
export function useRefundPurchase() {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(adminSalesRoutes.adminRefundPurchase, { params: { id }, body: reason ? { reason } : {} }),
    // The dashboard's revenue and the audit log change too.
    invalidates: ['purchases', 'dashboard', 'audit'],
    successMessage: (purchase) =>
      _('console.sales.toast.refunded', { title: purchase.course.title, email: purchase.learner.email }),
  });
}
