import type { Upload } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';
import { multipart } from './multipart.js';

/** WebVTT files for the caption track tests. */
export const vtt = (...cues: [start: string, end: string, text: string][]) =>
  `WEBVTT\n\n${cues.map(([start, end, text]) => `${start} --> ${end}\n${text}\n`).join('\n')}`;
export const SPANISH = vtt(['00:00:00.000', '00:00:02.000', 'Hola y bienvenidos.']);
export const FRENCH = vtt(
  ['00:00:00.000', '00:00:02.000', 'Bonjour.'],
  ['00:00:02.000', '00:00:04.000', 'Allons-y.'],
);

/** Uploads a WebVTT file through `POST {admin|instructor}/uploads` (area captions); answers its key. */
export async function uploadCaptions(
  app: FastifyInstance,
  token: string,
  text: string,
  scope: 'admin' | 'instructor' = 'admin',
): Promise<string> {
  const form = multipart({ area: 'captions' }, [
    { field: 'file', filename: 'track.vtt', contentType: 'text/vtt', data: Buffer.from(text) },
  ]);
  const response = await call(app, { method: 'POST', url: `/api/${scope}/uploads`, token, ...form });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ data: Upload }>().data.key;
}
