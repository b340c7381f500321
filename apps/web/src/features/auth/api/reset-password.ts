import type { ResetPasswordBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/forget-password-change-password: sets a new password with the e-mailed code. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return call(authRoutes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
