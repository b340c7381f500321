import {
  ErrorBody,
  ForgotPasswordBody,
  MessageOnly,
  ProfileBody,
  ResendCodeBody,
  ResetPasswordBody,
  SessionResponse,
  SigninBody,
  SignupBody,
  SignupStarted,
  SocialAuthBody,
  VerifySignupBody,
} from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { badRequest, unauthorized } from '../../lib/app-error.js';
import { authenticate } from '../../plugins/auth.js';
import { readBodyWithFile } from '../../plugins/multipart-body.js';
import { validateBody } from '../../plugins/validation.js';
import { updateProfile } from '../account/account.service.js';
import * as auth from './auth.service.js';
import { GoogleVerifier } from './google-id-token.js';
import { signinWithGoogle } from './social-auth.service.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const google = ctx.config.google.clientId
    ? new GoogleVerifier(ctx.config.google.jwksUrl, ctx.config.google.clientId)
    : null;

  // One path, two steps (the spec's contract): without a token it starts sign-up; with one it
  // completes the profile (JSON, or multipart with an `avatar` file).
  app.post(
    '/user/signup',
    {
      schema: {
        tags,
        description:
          'Without a token: `{email,password}` starts sign-up (201). With a token: the profile step `{firstName,lastName,phone?}` + optional `avatar` file, answering `{token,user}`.',
        response: { 200: SessionResponse, 201: SignupStarted, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await authenticate(ctx, request);
      if (userId) {
        const { fields, file } = await readBodyWithFile<ProfileBody>(request, ProfileBody, 'avatar');
        const data = await updateProfile(ctx, userId, fields, file, true);
        return reply.send({ data, message: 'Your profile is complete. Welcome aboard!' });
      }
      if (request.isMultipart()) throw unauthorized('Sign in to complete your profile');
      const result = validateBody<SignupBody>(SignupBody, request.body);
      if ('errors' in result)
        throw badRequest(`${result.errors[0]?.path}: ${result.errors[0]?.message}`, result.errors);
      const { email, password } = result.value;
      await auth.startSignup(ctx, request.ip, email, password);
      return reply.status(201).send({
        data: { email: email.trim(), verificationRequired: true },
        message: 'We have emailed you a 6-digit code. Enter it to verify your email.',
      });
    },
  );

  app.post<{ Body: VerifySignupBody }>(
    '/user/verify-signup',
    { schema: { tags, body: VerifySignupBody, response: { 200: SessionResponse, ...errors } } },
    async (request) => {
      const data = await auth.verifySignup(ctx, request.ip, request.body.email, request.body.code);
      return { data, message: 'Your email is verified.' };
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/user/resend-code',
    { schema: { tags, body: ResendCodeBody, response: { 200: MessageOnly, ...errors } } },
    async (request) => {
      await auth.resendSignupCode(ctx, request.ip, request.body.email);
      return { message: auth.RESEND_MESSAGE };
    },
  );

  app.post<{ Body: SigninBody }>(
    '/user/signin',
    { schema: { tags, body: SigninBody, response: { 200: SessionResponse, ...errors } } },
    async (request) => {
      const data = await auth.signin(ctx, request.ip, request.body.email, request.body.password);
      return { data, message: 'Welcome back!' };
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/user/forgot-password',
    { schema: { tags, body: ForgotPasswordBody, response: { 200: MessageOnly, ...errors } } },
    async (request) => {
      await auth.forgotPassword(ctx, request.ip, request.body.email);
      return { message: auth.FORGOT_MESSAGE };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/user/forget-password-change-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: MessageOnly, ...errors } } },
    async (request) => {
      const { email, code, password } = request.body;
      await auth.resetPassword(ctx, request.ip, email, code, password);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );

  app.post<{ Body: SocialAuthBody }>(
    '/user/social-auth',
    { schema: { tags, body: SocialAuthBody, response: { 200: SessionResponse, ...errors } } },
    async (request) => {
      const data = await signinWithGoogle(ctx, google, request.ip, request.body.idToken);
      return { data, message: 'Signed in with Google.' };
    },
  );
}
