import type { GrantCourseBody, GrantFinalAttemptsBody } from '@coursewise/contract';
import { adminSupportRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** GET admin/users/{id}: the learner view support works from. */
export function useLearnerView(id: string) {
  return useAdminRecord(adminSupportRoutes.adminGetUser, { params: { id } });
}

/** POST admin/users/{id}/final-attempts. */
export function useGrantFinalAttempts(id: string) {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: (body: GrantFinalAttemptsBody) =>
      call(adminSupportRoutes.adminGrantFinalAttempts, { params: { id }, body }),
    invalidates: ['users', 'audit'],
    successMessage: (_user, body) => _('console.learner.toast.attempts', { count: body.extra }),
  });
}

/** POST admin/users/{id}/grants: enrol without a sale. */
export function useGrantCourse(id: string) {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: (body: GrantCourseBody) =>
      call(adminSupportRoutes.adminGrantCourse, { params: { id }, body }),
    invalidates: ['users', 'audit', 'courses'],
    successMessage: _('console.learner.toast.enrolled'),
  });
}

/** POST admin/users/{id}/resend-verification. */
export function useResendVerification(id: string) {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: () => call(adminSupportRoutes.adminResendVerification, { params: { id }, body: {} }),
    invalidates: ['audit'],
    successMessage: _('console.learner.toast.codesSent'),
  });
}
