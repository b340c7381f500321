import type { ChangePasswordBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/change-password: answers a new token (other sessions are signed out). */
export function changePassword(body: ChangePasswordBody): Promise<{ token: string }> {
  return apiClient.post<{ token: string }>('user/change-password', body);
}

/** The form shows a refusal it can place under a field there, so the error toast is its own to raise. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silentError: true } });
}
