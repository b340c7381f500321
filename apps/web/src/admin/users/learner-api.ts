import type { AdminUserDetail, GrantCourseBody, GrantFinalAttemptsBody } from '@coursewise/contract';
import { apiClient } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';
import { USERS } from './users-api';

/** GET admin/users/{id}: the learner view support works from. */
export function useLearnerView(id: string) {
  return useAdminRecord<AdminUserDetail>(USERS, id);
}

/** POST admin/users/{id}/final-attempts. */
export function useGrantFinalAttempts(id: string) {
  return useAdminMutation({
    mutationFn: (body: GrantFinalAttemptsBody) =>
      apiClient.post<AdminUserDetail>(`admin/users/${id}/final-attempts`, body),
    invalidates: [USERS, 'audit'],
    successMessage: (_user, body) => `${body.extra} more final attempt${body.extra === 1 ? '' : 's'} granted`,
  });
}

/** POST admin/users/{id}/grants: enrol without a sale. */
export function useGrantCourse(id: string) {
  return useAdminMutation({
    mutationFn: (body: GrantCourseBody) => apiClient.post<AdminUserDetail>(`admin/users/${id}/grants`, body),
    invalidates: [USERS, 'audit', 'courses'],
    successMessage: 'The learner is enrolled',
  });
}

/** POST admin/users/{id}/resend-verification. */
export function useResendVerification(id: string) {
  return useAdminMutation({
    mutationFn: () => apiClient.post<unknown>(`admin/users/${id}/resend-verification`, {}),
    invalidates: ['audit'],
    successMessage: 'New verification codes are on their way',
  });
}
