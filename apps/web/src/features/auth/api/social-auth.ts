import type { Session, SocialAuthBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/social-auth: signs in (or up) with a Google ID token. */
export function socialAuth(body: SocialAuthBody): Promise<Session> {
  return call(authRoutes.signinWithGoogle, { body });
}

export function useSocialAuth() {
  return useMutation({ mutationFn: socialAuth });
}
