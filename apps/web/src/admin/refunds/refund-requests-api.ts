import { adminRefundRequestRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

/** POST admin/refund-requests/{id}/approve: the purchase is refunded (money back, access revoked). */
export function useApproveRefundRequest() {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call(adminRefundRequestRoutes.adminApproveRefundRequest, {
        params: { id },
        body: note ? { note } : {},
      }),
    invalidates: ['refund-requests', 'purchases', 'dashboard', 'audit'],
    successMessage: (request) =>
      _('console.refunds.toast.approved', { title: request.course.title, email: request.learner.email }),
  });
}

/** POST admin/refund-requests/{id}/decline: the learner keeps the course and is mailed the note. */
export function useDeclineRefundRequest() {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call(adminRefundRequestRoutes.adminDeclineRefundRequest, { params: { id }, body: { note } }),
    invalidates: ['refund-requests', 'audit'],
    successMessage: (request) => _('console.refunds.toast.declined', { email: request.learner.email }),
  });
}
