import type { DeleteAccountBody } from '@coursewise/contract';
import { accountRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DELETE user/delete with `{password}`, or `{confirm:'DELETE'}` for accounts without a password. */
export function deleteAccount(body: DeleteAccountBody): Promise<unknown> {
  return call(accountRoutes.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
