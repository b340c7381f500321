import { defineRoutes } from '../route.js';

export const systemRoutes = defineRoutes({
  getHealth: { method: 'GET', url: '/health' },
});

export const devRoutes = defineRoutes({
  listOutboxMessages: { method: 'GET', url: '/dev/outbox' },
});
