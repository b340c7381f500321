import { accountRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/signout-all: ends every session of the account, this device's included. */
export function signOutEverywhere(): Promise<unknown> {
  return call(accountRoutes.signoutAll, { body: {} });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
