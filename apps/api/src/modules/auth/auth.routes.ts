import { authOperations as op, ProfileBody, SignupBody } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { badRequest, unauthorized } from '../../lib/app-error.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSessionId } from '../../plugins/auth.js';
import { readBodyWithFile } from '../../plugins/multipart-body.js';
import { route } from '../../plugins/route-from-operation.js';
import { validateBody } from '../../plugins/validation.js';
import { updateProfile } from '../account/account.service.js';
import * as auth from './auth.service.js';
import { GoogleVerifier } from './google-id-token.js';
import * as signup from './signup.service.js';
import { signinWithGoogle } from './social-auth.service.js';

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const google = ctx.config.google.clientId
    ? new GoogleVerifier(ctx.config.google.jwksUrl, ctx.config.google.clientId)
    : null;

  // One path, two steps (the spec's contract): without a token it starts sign-up; with one it
  // completes the profile (JSON, or multipart with an `avatar` file). The token (optional security)
  // decides which body is read, so the body is validated here and only documented in the schema.
  route(api, op.signup, async (request, reply) => {
    if (request.userId) {
      const { fields, file } = await readBodyWithFile<ProfileBody>(request, ProfileBody, 'avatar');
      const data = await updateProfile(
        ctx.db,
        ctx,
        request.userId,
        currentSessionId(request),
        fields,
        file,
        true,
      );
      return reply.status(200).send({ data, message: 'Your profile is complete. Welcome aboard!' });
    }
    if (request.isMultipart()) throw unauthorized('Sign in to complete your profile');
    const result = validateBody<SignupBody>(SignupBody, request.body);
    if ('errors' in result)
      throw badRequest(`${result.errors[0]?.path}: ${result.errors[0]?.message}`, result.errors);
    const { email, password } = result.value;
    await signup.startSignup(ctx.db, ctx, request.ip, email, password, requestLocale(request.headers));
    return reply.status(201).send({
      data: { email: email.trim(), verificationRequired: true },
      message: 'We have emailed you a 6-digit code. Enter it to verify your email.',
    });
  });

  route(api, op.verifySignup, async (request) => {
    const data = await signup.verifySignup(ctx.db, ctx, request.ip, request.body.email, request.body.code);
    return { data, message: 'Your email is verified.' };
  });

  route(api, op.resendSignupCode, async (request) => {
    await signup.resendSignupCode(
      ctx.db,
      ctx,
      request.ip,
      request.body.email,
      requestLocale(request.headers),
    );
    return { message: signup.RESEND_MESSAGE };
  });

  route(api, op.signin, async (request) => {
    const { email, password, code } = request.body;
    const data = await auth.signin(ctx.db, ctx, request.ip, email, password, code);
    return { data, message: 'Welcome back!' };
  });

  route(api, op.forgotPassword, async (request) => {
    await auth.forgotPassword(ctx.db, ctx, request.ip, request.body.email, requestLocale(request.headers));
    return { message: auth.FORGOT_MESSAGE };
  });

  route(api, op.resetPassword, async (request) => {
    const { email, code, password } = request.body;
    await auth.resetPassword(ctx.db, ctx, request.ip, email, code, password);
    return { message: 'Your password has been changed. Sign in with your new password.' };
  });

  route(api, op.signinWithGoogle, async (request) => {
    const data = await signinWithGoogle(ctx.db, ctx, google, request.ip, request.body.idToken);
    return { data, message: 'Signed in with Google.' };
  });
}
