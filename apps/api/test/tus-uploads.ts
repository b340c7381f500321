import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';

/** Requests of the tus protocol and a real video to send with them, for the resumable upload tests. */

export const TUS = { 'tus-resumable': '1.0.0' } as const;
export const OCTETS = 'application/offset+octet-stream';

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** An `Upload-Metadata` header from plain values. */
export const tusMetadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

/** A real two-second MP4 (320×240) made by ffmpeg's test source, as an operator's camera would not. */
export async function makeTestVideo(format: 'mp4' | 'webm' = 'mp4'): Promise<Buffer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'coursewise-video-'));
  const file = path.join(directory, `clip.${format}`);
  try {
    await promisify(execFile)('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=320x240',
      '-f',
      format,
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** `POST /api/uploads/tus` for a video of `size` bytes; `headers` replace the defaults. */
export const createTusUpload = (
  app: FastifyInstance,
  token: string | undefined,
  size: number,
  headers: Record<string, string> = {},
) =>
  call(app, {
    method: 'POST',
    url: '/api/uploads/tus',
    token,
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': tusMetadata({ area: 'video', filename: 'lesson.mp4' }),
      ...headers,
    },
  });

/** The upload's address path from a creation's `Location`. */
export const uploadPath = (location: unknown): string => {
  if (typeof location !== 'string' || !location.startsWith('/api/uploads/tus/'))
    throw new Error(`not an upload address: ${String(location)}`);
  return location;
};

/** `PATCH` bytes at an offset. */
export const patchTusUpload = (
  app: FastifyInstance,
  token: string | undefined,
  url: string,
  offset: number,
  bytes: Buffer,
  headers: Record<string, string> = {},
) =>
  call(app, {
    method: 'PATCH',
    url,
    token,
    payload: bytes,
    headers: { ...TUS, 'content-type': OCTETS, 'upload-offset': String(offset), ...headers },
  });

/** `HEAD` (the stored offset) or `DELETE` of an upload. */
export const tusRequest = (
  app: FastifyInstance,
  method: 'HEAD' | 'DELETE' | 'OPTIONS',
  token: string | undefined,
  url: string,
  headers: Record<string, string> = TUS,
) => call(app, { method, url, token, headers });
