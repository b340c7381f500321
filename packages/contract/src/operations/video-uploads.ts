import { Type } from '@sinclair/typebox';
import { UploadResponse } from '../admin/uploads.js';
import { defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { videoUploadRoutes } from '../routes/video-uploads.js';

/** The tus protocol version the server speaks; every request but OPTIONS sends it as `Tus-Resumable`. */
export const TUS_VERSION = '1.0.0';

/** How long an unfinished resumable upload is kept (its `Upload-Expires`), then removed. */
export const tusUploadLifetimeMs = 24 * 60 * 60 * 1000;

/** The id in an upload's address (`/api/uploads/tus/<id>`), as the server names it. */
export const TusUploadParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 64,
    description: 'The upload’s id, from the `Location` of its creation',
  }),
});

const Bytes = (description: string) =>
  Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description });

/** What the tus answers carry in their headers rather than a body. */
const headersOf = (names: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(names).map(([name, description]) => [name, { type: 'string', description }]),
  );

const tusHeaders = headersOf({ 'tus-resumable': 'Always `1.0.0`' });

/** An answer whose news is in its headers (`null`: the document then shows no content). */
const NoContent = (description: string, headers: Record<string, string>) =>
  Type.Null({ description, headers: { ...tusHeaders, ...headersOf(headers) } });

/** The answer to a creation: where to send the bytes. */
export const TusCreatedResponse = Type.Object(
  { message: Type.String() },
  {
    description:
      'Created; `location` is the upload’s address, `upload-expires` when it is removed unless finished',
  },
);

const PROTOCOL =
  'tus 1.0 (https://tus.io/protocols/resumable-upload): every request but OPTIONS sends `Tus-Resumable: 1.0.0` ' +
  '(else 412). Admins and instructors only (403 otherwise); an upload is its creator’s alone: another ' +
  'account’s id is a 404, as an unknown one.';

/** Resumable video uploads for the console and the studio (issue 25). */
export const videoUploadOperations = defineOperations(videoUploadRoutes, 'uploads', {
  tusDescribe: {
    summary: 'What the resumable upload endpoint supports (tus discovery)',
    description: `${PROTOCOL} Answers the versions, extensions and largest size in headers.`,
    security: tokenRequired,
    response: {
      204: NoContent('The server’s tus capabilities', {
        'tus-version': 'The protocol versions spoken (`1.0.0`)',
        'tus-extension': 'creation, termination, expiration',
        'tus-max-size': 'The largest video accepted, in bytes',
      }),
      ...errorResponses(401, 403),
    },
  },
  tusCreate: {
    summary: 'Start a resumable video upload',
    description:
      `${PROTOCOL} Send \`Upload-Length\` (the whole file's size; deferred length is refused) and ` +
      '`Upload-Metadata` with `area video` and `filename`, both base64 (another area is a 400). Over the ' +
      'video limit 413. No body: the bytes follow with PATCH; an unfinished upload is removed after 24 hours.',
    security: tokenRequired,
    response: {
      201: TusCreatedResponse,
      ...errorResponses(400, 401, 403, 412, 413),
    },
  },
  tusOffset: {
    summary: 'How much of a resumable upload the server holds',
    description: `${PROTOCOL} \`Upload-Offset\` is the bytes stored; resume from there.`,
    security: tokenRequired,
    params: TusUploadParams,
    response: {
      200: NoContent('The upload’s progress', {
        'upload-offset': 'Bytes stored so far',
        'upload-length': 'The size declared at creation',
        'upload-expires': 'When an unfinished upload is removed',
      }),
      ...errorResponses(401, 403, 404, 412),
    },
  },
  tusAppend: {
    summary: 'Send the next bytes of a resumable upload',
    description:
      `${PROTOCOL} \`Content-Type: application/offset+octet-stream\` and \`Upload-Offset\` equal to the ` +
      'stored offset (else 409). The first bytes must be an MP4 or WebM video (else 415, and the upload is ' +
      'removed). A cut connection keeps what arrived: ask HEAD and resume. The last PATCH stores the video ' +
      'privately and answers 200 with the `Upload` (its `key` is what a chapter stores); earlier ones 204.',
    security: tokenRequired,
    params: TusUploadParams,
    documentedBody: {
      content: { 'application/offset+octet-stream': { schema: Bytes('The next bytes of the file') } },
    },
    response: {
      200: UploadResponse,
      204: NoContent('Stored; `upload-offset` is the new offset', { 'upload-offset': 'Bytes stored so far' }),
      ...errorResponses(400, 401, 403, 404, 409, 412, 413, 415),
    },
  },
  tusCancel: {
    summary: 'Cancel a resumable upload and remove what it stored',
    description: PROTOCOL,
    security: tokenRequired,
    params: TusUploadParams,
    response: {
      204: NoContent('Removed', {}),
      ...errorResponses(401, 403, 404, 412),
    },
  },
});
