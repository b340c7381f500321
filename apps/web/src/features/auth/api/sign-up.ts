import type { SignupBody } from '@coursewise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface SignUpStarted {
  email: string;
  verificationRequired: boolean;
}

/** POST user/signup (step 1): creates an unverified account and e-mails a 6-digit code. */
export function signUp(body: SignupBody): Promise<SignUpStarted> {
  return apiClient.post<SignUpStarted>('user/signup', body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
