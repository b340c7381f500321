import { defineRoutes } from '../route.js';

/** Resumable video uploads (tus 1.0): one endpoint for the console and the studio. */
export const videoUploadRoutes = defineRoutes({
  tusDescribe: { method: 'OPTIONS', url: '/uploads/tus' },
  tusCreate: { method: 'POST', url: '/uploads/tus' },
  tusOffset: { method: 'HEAD', url: '/uploads/tus/:id' },
  tusAppend: { method: 'PATCH', url: '/uploads/tus/:id' },
  tusCancel: { method: 'DELETE', url: '/uploads/tus/:id' },
});
