import { defineRoutes } from '../route.js';

export const mediaRoutes = defineRoutes({
  getSignedMedia: { method: 'GET', url: '/media/*' },
});
