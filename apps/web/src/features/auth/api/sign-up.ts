import type { SignupBody } from '@coursewise/contract';
import { authRoutes } from '@coursewise/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface SignUpStarted {
  email: string;
  verificationRequired: boolean;
}

/** POST user/signup (step 1): creates an unverified account and e-mails a 6-digit code. */
export async function signUp(body: SignupBody): Promise<SignUpStarted> {
  const answer = await call(authRoutes.signup, { body });
  // Without a token the server always answers "started" (201); a session is the profile step's answer.
  if ('token' in answer) throw new Error('Sign-up answered a session before the e-mail was verified');
  return answer;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
