import type { Session, SocialAuthBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/social-auth: signs in (or up) with a Google ID token. */
export function socialAuth(body: SocialAuthBody): Promise<Session> {
  return apiClient.post<Session>('user/social-auth', body);
}

export function useSocialAuth() {
  return useMutation({ mutationFn: socialAuth });
}
