import type { ProfileBody, Session } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { toProfilePayload } from '../../../lib/profile-payload';

export interface CompleteProfileInput extends ProfileBody {
  avatar?: File | null;
}

/** POST user/signup with the token (profile step): JSON, or multipart with an `avatar` file. */
export function completeProfile(input: CompleteProfileInput): Promise<Session> {
  return apiClient.post<Session>('user/signup', toProfilePayload(input));
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
