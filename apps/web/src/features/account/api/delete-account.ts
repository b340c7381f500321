import type { DeleteAccountBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** DELETE user/delete with `{password}`, or `{confirm:'DELETE'}` for accounts without a password. */
export function deleteAccount(body: DeleteAccountBody): Promise<unknown> {
  return apiClient.delete<unknown>('user/delete', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
