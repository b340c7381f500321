import { defineRoutes } from '../route.js';

export const mediaRoutes = defineRoutes({
  getSignedMedia: { method: 'GET', url: '/media/*' },
  getSignedHls: { method: 'GET', url: '/media/hls/:expires/:signature/:assetId/*' },
});
