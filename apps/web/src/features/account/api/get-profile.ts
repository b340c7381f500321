import type { User } from '@coursewise/contract';
import { accountRoutes } from '@coursewise/contract/routes';
import { call } from '../../../lib/api-client';

/** GET user/profile: the signed-in user (200 only while the token is valid). */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return call(accountRoutes.getProfile, { signal });
}
