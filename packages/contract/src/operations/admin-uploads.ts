import { adminSecurity } from '../admin/common.js';
import { UploadForm, UploadResponse } from '../admin/uploads.js';
import { defineOperations, errorResponses } from '../operation.js';
import { adminUploadRoutes } from '../routes/admin-uploads.js';

/** Admin uploads (A3). */
export const adminUploadOperations = defineOperations(adminUploadRoutes, 'admin', {
  adminUpload: {
    summary: 'Upload an image, a video or captions',
    description:
      'multipart/form-data with `area` and then `file`. Images are checked by their bytes (JPEG, PNG, WebP; ' +
      'SVG, HTML and anything else 415), re-encoded to WebP in the sizes the area needs, metadata removed; ' +
      'over 5 MB 413, over 40 megapixels 413, empty 400. Videos (MP4, WebM, up to 2 GB) are streamed to ' +
      'private storage; captions must be WebVTT. Names are chosen by the server.',
    security: adminSecurity,
    documentedBody: { content: { 'multipart/form-data': { schema: UploadForm } } },
    response: { 201: UploadResponse, ...errorResponses(400, 401, 403, 413, 415) },
  },
});
