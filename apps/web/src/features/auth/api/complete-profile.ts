import type { ProfileBody, Session } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toProfilePayload } from '../../../lib/profile-payload';

export interface CompleteProfileInput extends ProfileBody {
  avatar?: File | null;
}

/** POST user/signup with the token (profile step): JSON, or multipart with an `avatar` file. */
export async function completeProfile(input: CompleteProfileInput): Promise<Session> {
  const answer = await call(authRoutes.signup, { body: toProfilePayload(input) });
  // With a token the profile step answers the session (200); "started" would mean the token was lost.
  if (!('token' in answer)) throw new Error('The profile step answered no session');
  return answer;
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
