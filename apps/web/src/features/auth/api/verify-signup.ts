import type { Session, VerifySignupBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/verify-signup: confirms the e-mailed code and signs the user in. */
export function verifySignup(body: VerifySignupBody): Promise<Session> {
  return call(authRoutes.verifySignup, { body });
}

export function useVerifySignup() {
  return useMutation({ mutationFn: verifySignup });
}
