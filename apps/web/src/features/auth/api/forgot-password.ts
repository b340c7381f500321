import type { ForgotPasswordBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/forgot-password: always answers 200 `{message}`; e-mails a reset code when the account exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('user/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
