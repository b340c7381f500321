import { defineRoutes } from '../route.js';

export const notificationRoutes = defineRoutes({
  listNotifications: { method: 'GET', url: '/notification/list' },
  markNotificationsRead: { method: 'POST', url: '/notification/read' },
  createNotificationTicket: { method: 'POST', url: '/notification/ticket' },
  streamNotifications: { method: 'GET', url: '/notification/stream' },
  getNotificationSettings: { method: 'GET', url: '/notification/settings' },
  updateNotificationSettings: { method: 'PUT', url: '/notification/settings' },
});
