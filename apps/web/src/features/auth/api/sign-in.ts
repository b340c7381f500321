import type { Session, SigninBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST user/signin: an unverified account answers 403 `EMAIL_NOT_VERIFIED` (and gets a new code). */
export function signIn(body: SigninBody): Promise<Session> {
  return call(authRoutes.signin, { body });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
