import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStorageKey } from '../lib/storage/object-store.js';
import type { OpenedStorage } from '../lib/storage/open-storage.js';

/** Public files never change under a key (every upload gets a new one), so browsers keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const publicTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * `/uploads/<key>`: the public area's files. On disk `@fastify/static` serves them; in S3 our app
 * streams the object, typed from a short list of image extensions (anything else downloads), so a
 * stored file can never render as a page, and the bucket itself need not be public.
 */
export async function registerPublicUploads(app: FastifyInstance, opened: OpenedStorage): Promise<void> {
  if (opened.publicRoot) {
    await app.register(fastifyStatic, {
      root: opened.publicRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  const { storage } = opened;
  app.route<{ Params: { '*': string } }>({
    // HEAD by hand: Fastify's own would read the whole object only to drop it.
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = request.params['*'];
      const stored = isStorageKey(key) ? await storage.stat(key) : null;
      if (!stored) return reply.status(404).send({ message: 'This file does not exist', code: 'NOT_FOUND' });
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      reply
        .header('content-type', publicTypes[extension] ?? 'application/octet-stream')
        .header('content-length', String(stored.size))
        .header('last-modified', stored.modifiedAt.toUTCString())
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff');
      return request.method === 'HEAD' ? reply.send() : reply.send(await storage.read(key));
    },
  });
}
