import { adminRefundRequestRoutes } from '@coursewise/contract/routes';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

/** POST admin/refund-requests/{id}/approve: the purchase is refunded (money back, access revoked). */
export function useApproveRefundRequest() {
  return useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call(adminRefundRequestRoutes.adminApproveRefundRequest, {
        params: { id },
        body: note ? { note } : {},
      }),
    invalidates: ['refund-requests', 'purchases', 'dashboard', 'audit'],
    successMessage: (request) => `Refunded ${request.course.title} to ${request.learner.email}`,
  });
}

/** POST admin/refund-requests/{id}/decline: the learner keeps the course and is mailed the note. */
export function useDeclineRefundRequest() {
  return useAdminMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call(adminRefundRequestRoutes.adminDeclineRefundRequest, { params: { id }, body: { note } }),
    invalidates: ['refund-requests', 'audit'],
    successMessage: (request) => `Declined the refund request of ${request.learner.email}`,
  });
}
