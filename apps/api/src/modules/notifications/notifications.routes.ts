import { notificationOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/app-error.js';
import { currentSessionId, currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { openNotificationStream } from './notification-stream.service.js';
import {
  createTicket,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  redeemTicket,
  streamOwnerOf,
  updateNotificationSettings,
} from './notifications.service.js';

export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.listNotifications, async (request) => ({
    data: await listNotifications(ctx.db, currentUserId(request), request.query),
  }));

  route(api, op.markNotificationsRead, async (request) => ({
    data: await markNotificationsRead(ctx.db, currentUserId(request), request.body),
  }));

  route(api, op.createNotificationTicket, async (request, reply) => {
    const ticket = await createTicket(ctx, currentUserId(request), currentSessionId(request));
    return reply.status(201).send({ data: ticket });
  });

  // The token (header) or a ticket (query): EventSource cannot send headers.
  route(api, op.streamNotifications, async (request, reply) => {
    const ticket = request.query.ticket;
    const opener =
      request.userId && request.sessionId
        ? { userId: request.userId, sessionId: request.sessionId }
        : ticket
          ? await redeemTicket(ctx, ticket)
          : null;
    if (!opener)
      throw badRequest('ticket: is required without an x-access-token header', [
        { path: 'ticket', message: 'is required without an x-access-token header' },
      ]);
    openNotificationStream(ctx.notificationHub, streamOwnerOf(ctx, opener), request.raw, reply);
  });

  route(api, op.getNotificationSettings, async (request) => ({
    data: await getNotificationSettings(ctx.db, currentUserId(request)),
  }));

  route(api, op.updateNotificationSettings, async (request) => ({
    data: await updateNotificationSettings(ctx.db, currentUserId(request), request.body),
  }));
}
