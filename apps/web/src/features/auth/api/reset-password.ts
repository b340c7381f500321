import type { ResetPasswordBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/forget-password-change-password: sets a new password with the e-mailed code. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('user/forget-password-change-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
