import type { User } from '@coursewise/contract';
import { accountRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** DELETE user/avatar: clears the profile picture; answers the profile without it. */
export function removeAvatar(): Promise<User> {
  return call(accountRoutes.removeAvatar, { body: {} });
}

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar });
}
