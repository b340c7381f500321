import type { Notification, NotificationInput, NotificationPage } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../src/db/executor.js';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { call } from './helper.js';

/** Notifications (issue 24, item 5): requests and the state they read. */

/** Writes notifications the way a module does: in a transaction with the app's effects. */
export function notifyNow(
  app: FastifyInstance,
  input: NotificationInput | NotificationInput[],
): Promise<void> {
  return inTransaction(app.ctx.db, app.ctx.effects, (_trx, uow) => notify(uow, input));
}

/** An announcement for the user, with a title of the test's choosing. */
export const announcement = (userId: string, title: string): NotificationInput => ({
  userId,
  kind: 'announcement',
  data: { courseTitle: 'Bread basics', title },
  link: '/learning',
});

export async function notificationPage(
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<NotificationPage> {
  const response = await call(app, { method: 'GET', url: `/api/notification/list${query}`, token });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: NotificationPage }).data;
}

export const markRead = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  call(app, { method: 'POST', url: '/api/notification/read', token, payload: payload as object });

/** The user's notifications straight from the table, newest first (what a refused call must leave as it was). */
export async function storedNotifications(app: FastifyInstance, userId: string) {
  return app.ctx.db
    .selectFrom('notifications')
    .select(['id', 'kind', 'readAt', 'emailedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export const texts = (items: Notification[]) => items.map((item) => item.text);
