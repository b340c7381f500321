import { apiClient } from '../lib/api-client';

/** POST user/signout: ends this device's session on the server, so the token is dead everywhere. */
export function signOut(): Promise<unknown> {
  return apiClient.post<unknown>('user/signout', {});
}
