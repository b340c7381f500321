import { accountOperations as op, ProfileUpdateBody } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { readBodyWithFile } from '../../plugins/multipart-body.js';
import * as account from './account.service.js';

/** Every route here needs a token: the operations declare it, and `routeSecurity` enforces it. */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/user/profile', { schema: op.getProfile }, async (request) => ({
    data: await account.getProfile(ctx, currentUserId(request)),
  }));

  // JSON or multipart (with an `avatar` file): the body is read and validated by readBodyWithFile.
  api.put('/user/profile-update', { schema: op.updateProfile }, async (request) => {
    const { fields, file } = await readBodyWithFile<ProfileUpdateBody>(request, ProfileUpdateBody, 'avatar');
    const data = await account.updateProfile(ctx.db, ctx, currentUserId(request), fields, file, false);
    return { data, message: 'Your profile has been saved.' };
  });

  api.delete('/user/avatar', { schema: op.removeAvatar }, async (request) => ({
    data: await account.removeAvatar(ctx.db, ctx, currentUserId(request)),
    message: 'Your picture has been removed.',
  }));

  api.post('/user/change-password', { schema: op.changePassword }, async (request) => {
    const { currentPassword, newPassword } = request.body;
    const token = await account.changePassword(
      ctx.db,
      ctx,
      currentUserId(request),
      currentPassword,
      newPassword,
    );
    return { data: { token }, message: 'Your password has been changed. Other devices were signed out.' };
  });

  api.delete('/user/delete', { schema: op.deleteAccount }, async (request) => {
    await account.deleteAccount(ctx.db, ctx, currentUserId(request), request.body);
    return { message: 'Your account has been deleted.' };
  });
}
