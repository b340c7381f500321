import type { User } from '@coursewise/contract';
import { apiClient } from '../../../lib/api-client';

/** GET user/profile: the signed-in user (200 only while the token is valid). */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return apiClient.get<User>('user/profile', { signal });
}
