import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/resend-code: always answers 200 `{message}` (no account enumeration). */
export function resendCode(body: { email: string }): Promise<{ message: string }> {
  return call(authRoutes.resendSignupCode, { body });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
