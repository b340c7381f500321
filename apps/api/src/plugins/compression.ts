import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

/** Below about one packet compression saves nothing worth the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text a client parses. Anything else (images, videos, PDFs, downloads sent as octet-stream) is
 * already compact or is read by byte ranges; @fastify/compress also asks mime-db for other types.
 */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|javascript|xml|csv)|application\/(?:json|javascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)\s*(?:;|$)/i;

const isCompressible = (contentType: unknown): boolean => COMPRESSIBLE.test(String(contentType ?? ''));

/** Adds `accept-encoding` to Vary unless it is there already. */
function addVary(current: unknown): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === 'accept-encoding')
    ? values.join(', ')
    : [...values, 'accept-encoding'].join(', ');
}

/**
 * Fastify answers HEAD on a GET route by running the GET handler and dropping the body in an onSend
 * hook; route hooks that plugins add later (compression) would run after it and see no body. Moved
 * last, HEAD carries the Content-Encoding, Content-Length and Vary that GET would.
 */
function headRouteLast(route: RouteOptions): void {
  if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
  const hooks = route.onSend as onSendHookHandler[];
  const at = hooks.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
  if (at === -1 || at === hooks.length - 1) return;
  const [head] = hooks.splice(at, 1);
  if (head) hooks.push(head);
}

/**
 * Brotli or gzip for every route registered after this (API JSON, pages, sitemap), above a threshold.
 * Register it after the routes whose bytes are already compressed or ranged: static files (sent
 * pre-compressed) and uploads. Range (206) answers are never compressed. Request bodies are not
 * decompressed: no client of ours sends them compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: isCompressible,
    globalDecompression: false,
  });
  app.addHook('onRoute', headRouteLast);
  // A text answer may be compressed for one client and not for another (or once it grows past the
  // threshold), so shared caches must key it by Accept-Encoding either way.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isCompressible(reply.getHeader('content-type'))) {
      reply.header('vary', addVary(reply.getHeader('vary')));
    }
    return payload;
  });
}
