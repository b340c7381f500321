import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';
import { photo } from './images.js';

/** Requests and stored files for the admin catalogue tests. */

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One admin API request (`path` after `/api/admin`). */
export const admin = (app: FastifyInstance, token: string, method: Method, path: string, payload?: unknown) =>
  call(app, {
    method,
    url: `/api/admin${path}`,
    token,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** An image stored in public storage as an upload would store it; answers its public URL. */
export async function storedImageUrl(app: FastifyInstance): Promise<string> {
  const key = `courses/cover-${next()}.webp`;
  await app.ctx.storage.put(key, await photo('webp', 64, 36), 'image/webp');
  return app.ctx.storage.url(key);
}

/** A video stored in the private area as an upload would store it; answers its key. */
export async function storedVideoKey(app: FastifyInstance): Promise<string> {
  const key = `videos/lesson-${next()}.webm`;
  await app.ctx.privateStorage.put(key, Buffer.from('not really a video'), 'video/webm');
  return key;
}

/** The audit log's entries about one thing, newest first, as the admin reads them. */
export async function auditOf(app: FastifyInstance, token: string, entityId: string) {
  const response = await admin(app, token, 'GET', `/audit?entityId=${encodeURIComponent(entityId)}`);
  type Entry = { action: string; entity: string; summary: string; actor: { id: string } | null };
  return (response.json() as { data: { items: Entry[] } }).data.items;
}
