import {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse,
  NotificationEvent,
  NotificationListQuery,
  NotificationListResponse,
  NotificationSettings,
  NotificationSettingsResponse,
  NotificationStreamQuery,
  NotificationTicketBody,
  NotificationTicketResponse,
} from '../notifications.js';
import {
  bodyErrors,
  defineOperations,
  errorResponses,
  mediaAnswer,
  tokenOptional,
  tokenRequired,
} from '../operation.js';
import { notificationRoutes } from '../routes/notifications.js';

/** The signed-in user's notifications: the bell, its page, and the live stream. */
export const notificationOperations = defineOperations(notificationRoutes, 'notifications', {
  listNotifications: {
    summary: 'The caller’s notifications, newest first, with the unread count',
    description: '`unread=true` lists only those not read yet; `unread` counts them whatever the filter.',
    security: tokenRequired,
    querystring: NotificationListQuery,
    response: { 200: NotificationListResponse, ...errorResponses(400, 401) },
  },
  markNotificationsRead: {
    summary: 'Marks some (`ids`) or all (`all: true`) of the caller’s notifications read',
    description:
      'Ids that are not the caller’s (someone else’s, or unknown) are a 404 and nothing is marked, so ' +
      'a typo never passes unseen. Marking one already read changes nothing (`marked` counts the changes).',
    security: tokenRequired,
    body: MarkNotificationsReadBody,
    response: { 200: MarkNotificationsReadResponse, ...errorResponses(...bodyErrors, 401, 404) },
  },
  createNotificationTicket: {
    summary: 'A single-use ticket, valid 60 s, for opening the stream with `?ticket=`',
    description:
      'EventSource cannot send headers: the web app asks for a ticket, then opens the stream with it.',
    security: tokenRequired,
    body: NotificationTicketBody,
    response: { 201: NotificationTicketResponse, ...errorResponses(...bodyErrors, 401) },
  },
  streamNotifications: {
    summary: 'Server-Sent Events: each new notification of the caller, as it happens',
    description:
      'Authenticated by `x-access-token` or by `?ticket=` (from `notification/ticket`, once): neither is ' +
      'a 400, a used, expired or unknown ticket a 401. Sends ' +
      '`event: notification` with `data: {notification, unread}` (JSON) per notification, and a comment ' +
      'line (`: heartbeat`) every 25 s. The server ends the stream when it shuts down; the client ' +
      'reconnects with a fresh ticket.',
    security: tokenOptional,
    querystring: NotificationStreamQuery,
    response: {
      200: mediaAnswer('text/event-stream', 'An endless stream of `notification` events', NotificationEvent),
      ...errorResponses(400, 401),
    },
  },
  getNotificationSettings: {
    summary: 'The caller’s notification settings',
    security: tokenRequired,
    response: { 200: NotificationSettingsResponse, ...errorResponses(401) },
  },
  updateNotificationSettings: {
    summary: 'Turns the daily e-mail digest of unread notifications on or off',
    security: tokenRequired,
    body: NotificationSettings,
    response: { 200: NotificationSettingsResponse, ...errorResponses(...bodyErrors, 401) },
  },
});
