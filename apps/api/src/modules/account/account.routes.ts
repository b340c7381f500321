import {
  ChangePasswordBody,
  DeleteAccountBody,
  ErrorBody,
  MessageOnly,
  ProfileUpdateBody,
  SessionResponse,
  TokenResponse,
  UserResponse,
} from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId, requireAuth } from '../../plugins/auth.js';
import { readBodyWithFile } from '../../plugins/multipart-body.js';
import * as account from './account.service.js';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
};
const tags = ['account'];

export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('preHandler', requireAuth(ctx));

  app.get(
    '/user/profile',
    { schema: { tags, response: { 200: UserResponse, ...errors } } },
    async (request) => ({
      data: await account.getProfile(ctx, currentUserId(request)),
    }),
  );

  app.put(
    '/user/profile-update',
    {
      schema: {
        tags,
        description:
          'JSON `{firstName?,lastName?,phone?}` or multipart with the same fields and an `avatar` file.',
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => {
      const { fields, file } = await readBodyWithFile<ProfileUpdateBody>(
        request,
        ProfileUpdateBody,
        'avatar',
      );
      const data = await account.updateProfile(ctx, currentUserId(request), fields, file, false);
      return { data, message: 'Your profile has been saved.' };
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/user/change-password',
    { schema: { tags, body: ChangePasswordBody, response: { 200: TokenResponse, ...errors } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const token = await account.changePassword(ctx, currentUserId(request), currentPassword, newPassword);
      return { data: { token }, message: 'Your password has been changed. Other devices were signed out.' };
    },
  );

  app.delete<{ Body: DeleteAccountBody }>(
    '/user/delete',
    { schema: { tags, body: DeleteAccountBody, response: { 200: MessageOnly, ...errors } } },
    async (request) => {
      await account.deleteAccount(ctx, currentUserId(request), request.body);
      return { message: 'Your account has been deleted.' };
    },
  );
}
