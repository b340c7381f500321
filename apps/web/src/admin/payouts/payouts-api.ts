import { adminPayoutRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** GET admin/payouts?month=: every instructor's statement of the month. */
export function useAdminPayouts(month: string) {
  return useAdminRecord(adminPayoutRoutes.adminListPayouts, { query: { month } });
}

/** POST admin/payouts/{month}/instructors/{id}/paid, with the admin's optional reference. */
export function useMarkPayoutPaid() {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: ({ month, id, reference }: { month: string; id: string; reference: string }) =>
      call(adminPayoutRoutes.adminMarkPayoutPaid, {
        params: { month, id },
        body: reference ? { reference } : {},
      }),
    invalidates: ['payouts', 'audit'],
    successMessage: (statement) =>
      _('console.payouts.toast.paid', {
        month: statement.month,
        name: statement.instructor.name || statement.instructor.email,
      }),
  });
}

/** GET admin/instructors/{id}/share */
export function useInstructorShare(id: string) {
  return useAdminRecord(adminPayoutRoutes.adminGetInstructorShare, { params: { id } });
}

/** PUT admin/instructors/{id}/share: a number, or null to follow the setting. */
export function useSaveInstructorShare(id: string) {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: (instructorShare: number | null) =>
      call(adminPayoutRoutes.adminSetInstructorShare, { params: { id }, body: { instructorShare } }),
    invalidates: ['instructors', 'audit'],
    successMessage: _('console.share.toast.saved'),
  });
}
