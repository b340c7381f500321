import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/signout-all: ends every session of the account, this device's included. */
export function signOutEverywhere(): Promise<unknown> {
  return apiClient.post<unknown>('user/signout-all', {});
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
