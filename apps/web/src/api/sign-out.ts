import { accountRoutes } from '@coursewise/contract/routes';
import { call } from '../lib/api-client';

/** POST user/signout: ends this device's session on the server, so the token is dead everywhere. */
export function signOut(): Promise<unknown> {
  return call(accountRoutes.signout, { body: {} });
}
