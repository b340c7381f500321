import type { Session, VerifySignupBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST user/verify-signup: confirms the e-mailed code and signs the user in. */
export function verifySignup(body: VerifySignupBody): Promise<Session> {
  return apiClient.post<Session>('user/verify-signup', body);
}

export function useVerifySignup() {
  return useMutation({ mutationFn: verifySignup });
}
