import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { injectHead, type PageHead } from '../modules/seo/page-head.js';

/**
 * Serves the built web app: hashed assets with a year's cache, and index.html (never cached) for
 * every other page so the client router can take over. Unknown /api paths stay JSON 404s.
 */
export type HeadResolver = (path: string) => Promise<PageHead | null>;

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  resolveHead: HeadResolver,
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/uploads/') ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ message: `Nothing at ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    if (!indexHtml) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` first.');
    }
    const head = await resolveHead(url);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(head ? injectHead(indexHtml, head) : indexHtml);
  });
}
