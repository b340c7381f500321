import { MessageOnly } from '../common.js';
import { bodyErrors, defineOperations, errorResponses, tokenOptional } from '../operation.js';
import { authRoutes } from '../routes/auth.js';
import {
  ForgotPasswordBody,
  ProfileForm,
  ResendCodeBody,
  ResetPasswordBody,
  SessionResponse,
  SigninBody,
  SignupRequest,
  SignupStarted,
  SocialAuthBody,
  VerifySignupBody,
} from '../user.js';

export const authOperations = defineOperations(authRoutes, 'auth', {
  signup: {
    summary: 'Start sign-up, or complete the profile',
    description:
      'Without a token: `{email,password}` creates an unverified account and e-mails a 6-digit code (201). ' +
      'An email that already has an account gets the same 201 and its owner an e-mail instead of a code ' +
      '(no account enumeration). ' +
      'With a token: the profile step `{firstName,lastName,phone?}`, as JSON or multipart with an optional ' +
      '`avatar` file, answers `{token,user}` (200).',
    security: tokenOptional,
    documentedBody: {
      content: {
        'application/json': { schema: SignupRequest },
        'multipart/form-data': { schema: ProfileForm },
      },
    },
    response: {
      200: SessionResponse,
      201: SignupStarted,
      ...errorResponses(...bodyErrors, 401, 429, 503),
    },
  },
  verifySignup: {
    summary: 'Verify the e-mailed code and sign in',
    body: VerifySignupBody,
    response: { 200: SessionResponse, ...errorResponses(...bodyErrors, 403, 429) },
  },
  resendSignupCode: {
    summary: 'Send a new sign-up code',
    description: 'Always 200, whether or not the email waits for verification (no account enumeration).',
    body: ResendCodeBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 429, 503) },
  },
  signin: {
    summary: 'Sign in with email and password',
    description:
      'An unverified account answers 403 and is sent a fresh code; a disabled one answers 403. Only wrong ' +
      'passwords count against the limits (429): per address, per account and address, and per account ' +
      'from addresses that have not signed in to it lately. While that last limit is reached, an address ' +
      'the account has not signed in from answers 403 `SIGNIN_CODE_REQUIRED` (right or wrong password ' +
      'alike); a right password mails the owner a one-time code, sent again with the password as `code`.',
    body: SigninBody,
    response: { 200: SessionResponse, ...errorResponses(...bodyErrors, 401, 403, 429, 503) },
  },
  forgotPassword: {
    summary: 'E-mail a password reset code',
    description: 'Always 200, whether or not the account exists (no account enumeration).',
    body: ForgotPasswordBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 429, 503) },
  },
  resetPassword: {
    summary: 'Set a new password with the e-mailed code',
    description: 'Every token of the account is revoked.',
    body: ResetPasswordBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 429) },
  },
  signinWithGoogle: {
    summary: 'Sign in (or up) with a Google ID token',
    description: 'The ID token is verified against Google’s keys; 422 when Google sign-in is not configured.',
    body: SocialAuthBody,
    response: { 200: SessionResponse, ...errorResponses(...bodyErrors, 401, 403, 409, 422, 429) },
  },
});
