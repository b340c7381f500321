import type { User } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** DELETE user/avatar: clears the profile picture; answers the profile without it. */
export function removeAvatar(): Promise<User> {
  return apiClient.delete<User>('user/avatar', {});
}

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar });
}
