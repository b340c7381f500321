import type { ChangePasswordBody } from '@coursewise/contract';
import { accountRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/change-password: answers a new token (other sessions are signed out). */
export function changePassword(body: ChangePasswordBody): Promise<{ token: string }> {
  return call(accountRoutes.changePassword, { body });
}

/** The form shows a refusal it can place under a field there, so the error toast is its own to raise. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silentError: true } });
}
