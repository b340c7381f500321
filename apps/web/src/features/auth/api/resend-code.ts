import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/resend-code: always answers 200 `{message}` (no account enumeration). */
export function resendCode(body: { email: string }): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('user/resend-code', body);
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
