import type { ProfileUpdateBody, Session } from '@coursewise/contract';
import { accountRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toProfilePayload } from '../../../lib/profile-payload';

export interface UpdateProfileInput extends ProfileUpdateBody {
  avatar?: File | null;
}

/** PUT user/profile-update: JSON, or multipart when a new avatar is sent; answers a fresh token. */
export function updateProfile(input: UpdateProfileInput): Promise<Session> {
  return call(accountRoutes.updateProfile, { body: toProfilePayload(input) });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
