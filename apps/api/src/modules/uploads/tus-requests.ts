import { Readable } from 'node:stream';
import { TUS_VERSION } from '@coursewise/contract';
import { Metadata } from '@tus/utils';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { tooLarge } from './upload-refusals.js';

/** The request headers tus reads; the rest (cookies, the token) never reach it. */
const TUS_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-defer-length',
  'upload-metadata',
  'upload-offset',
  'upload-concat',
  'content-type',
  'content-length',
] as const;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The request as tus reads it (a web `Request`), the body being the stream given, read as it arrives. */
export function toTusRequest(
  request: FastifyRequest,
  body: Readable | null,
  replaced: Record<string, string> = {},
): Request {
  const headers = new Headers();
  for (const name of TUS_HEADERS) {
    const value = replaced[name] ?? headerOf(request, name);
    if (value) headers.set(name, value);
  }
  return new Request(new URL(request.url, 'http://localhost'), {
    method: request.method,
    headers,
    ...(body ? { body: Readable.toWeb(body) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

/** Every tus request but discovery names the protocol version; another version is a 412. */
export function requireTusVersion(request: FastifyRequest): void {
  if (headerOf(request, 'tus-resumable') === TUS_VERSION) return;
  throw new AppError(
    'TUS_VERSION_UNSUPPORTED',
    `This server speaks tus ${TUS_VERSION}: send Tus-Resumable: ${TUS_VERSION}`,
    412,
    undefined,
    { 'tus-version': TUS_VERSION, 'tus-resumable': TUS_VERSION },
  );
}

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);

/**
 * A creation's `Upload-Metadata`, checked (area `video`, a filename of at most 255 characters), with
 * the owner put in by the server: whatever `owner` the client sent is replaced. The size is checked
 * here too, so a file over the limit is refused before a byte is sent.
 */
export function creationMetadata(request: FastifyRequest, owner: string, maxBytes: number): string {
  if (headerOf(request, 'upload-defer-length') !== undefined)
    throw fieldError('Upload-Defer-Length', 'is not accepted: send Upload-Length, the file’s size');
  if (headerOf(request, 'content-type') === 'application/offset+octet-stream')
    throw badRequest('Send the bytes with PATCH once the upload is created');
  const length = headerOf(request, 'upload-length');
  if (length === undefined || !/^\d{1,16}$/.test(length))
    throw fieldError('Upload-Length', 'must be the file’s size in bytes');
  if (Number(length) === 0) throw fieldError('file', 'is empty');
  if (Number(length) > maxBytes) throw tooLarge('The video', maxBytes);
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(headerOf(request, 'upload-metadata') ?? '');
  } catch {
    throw fieldError('Upload-Metadata', 'must be comma-separated keys with base64 values');
  }
  if (metadata.area !== 'video')
    throw fieldError('area', 'must be video: images and captions are sent to POST admin/uploads');
  const filename = metadata.filename ?? '';
  if (filename.length > 255) throw fieldError('filename', 'must be at most 255 characters');
  return Metadata.stringify({ area: 'video', filename, owner });
}

/** A tus refusal in our words and shape; its 5xx stay ours to fix (logged, hidden). */
export function tusRefusal(status: number, text: string): Error {
  const byStatus: Record<number, [string, string]> = {
    400: ['BAD_REQUEST', text || 'The request is not valid'],
    404: ['NOT_FOUND', 'No such upload'],
    409: ['OFFSET_CONFLICT', 'Upload-Offset is not the stored offset: ask HEAD for it and resume from there'],
    410: ['NOT_FOUND', 'The upload has expired: start it again'],
    413: ['FILE_TOO_LARGE', 'More bytes than the upload’s declared length'],
    415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the bytes as application/offset+octet-stream'],
  };
  const known = byStatus[status];
  if (known) return new AppError(known[0], known[1], status === 410 ? 404 : status);
  return new Error(`tus answered ${status}: ${text}`);
}
