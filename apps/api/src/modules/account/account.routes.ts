import { accountOperations as op, ProfileUpdateBody } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentSessionId, currentUserId } from '../../plugins/auth.js';
import { readBodyWithFile } from '../../plugins/multipart-body.js';
import { route } from '../../plugins/route-from-operation.js';
import * as account from './account.service.js';
import { signout, signoutEverywhere } from './signout.service.js';

/** Every route here needs a token: the operations declare it, and `routeSecurity` enforces it. */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.getProfile, async (request) => ({
    data: await account.getProfile(ctx, currentUserId(request)),
  }));

  // JSON or multipart (with an `avatar` file): the body is read and validated by readBodyWithFile.
  route(api, op.updateProfile, async (request) => {
    const { fields, file } = await readBodyWithFile<ProfileUpdateBody>(request, ProfileUpdateBody, 'avatar');
    const userId = currentUserId(request);
    const data = await account.updateProfile(
      ctx.db,
      ctx,
      userId,
      currentSessionId(request),
      fields,
      file,
      false,
    );
    return { data, message: 'Your profile has been saved.' };
  });

  route(api, op.removeAvatar, async (request) => ({
    data: await account.removeAvatar(ctx.db, ctx, currentUserId(request)),
    message: 'Your picture has been removed.',
  }));

  route(api, op.changePassword, async (request) => {
    const { currentPassword, newPassword } = request.body;
    const userId = currentUserId(request);
    const sessionId = currentSessionId(request);
    const token = await account.changePassword(ctx.db, ctx, userId, sessionId, currentPassword, newPassword);
    return { data: { token }, message: 'Your password has been changed. Other devices were signed out.' };
  });

  route(api, op.signout, async (request) => {
    await signout(ctx.db, ctx, currentUserId(request), currentSessionId(request), request.ip);
    return { message: 'You have signed out.' };
  });

  route(api, op.signoutAll, async (request) => {
    await signoutEverywhere(ctx.db, ctx, currentUserId(request), request.ip);
    return { message: 'You have signed out of every device.' };
  });

  route(api, op.deleteAccount, async (request) => {
    await account.deleteAccount(ctx.db, ctx, currentUserId(request), request.body);
    return { message: 'Your account has been deleted.' };
  });
}
