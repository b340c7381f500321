import { defineRoutes } from '../route.js';

export const adminUploadRoutes = defineRoutes({
  adminUpload: { method: 'POST', url: '/admin/uploads' },
});
