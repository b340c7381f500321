import type { ForgotPasswordBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/forgot-password: always answers 200 `{message}`; e-mails a reset code when the account exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return call(authRoutes.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
