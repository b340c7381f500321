import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownPagePath } from '@coursewise/contract/pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { injectHead, type PageHead } from '../modules/seo/page-head.js';
import { readSessionCookie } from './auth.js';
import { routePreloads } from './route-preloads.js';
import { cacheControlForFile, precompressedFiles } from './web-cache.js';

/**
 * The head for a page address (path and query), or null for the plain index.html. `sessionToken` is
 * the web app's session cookie, for pages that show a signed-in learner their own first screen.
 */
export type HeadResolver = (url: string, sessionToken: string | null) => Promise<PageHead | null>;

const indexOf = (distDir: string) => path.join(distDir, 'index.html');

/**
 * The built web app's files, each with the `.br`/`.gz` made at build time (`precompress.mjs`) when the
 * client accepts it. Registered before `registerCompression`: nothing here is compressed per request.
 */
export async function registerWebAssets(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(indexOf(distDir))) return;
  const encoded = precompressedFiles(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // `send` would write its own `public, max-age=0` over the header set below.
    cacheControl: false,
    // The variants are answers to the plain file's URL, not files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, file) {
      const plain = file.replace(/\.(?:br|gz)$/, '');
      res.setHeader('cache-control', cacheControlForFile(distDir, plain));
      if (encoded.has(plain)) res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** Paths that name files or the API, never a page of the client router. */
const isPagePath = (url: string): boolean =>
  !(url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/assets/'));

/**
 * Every other GET (and HEAD) is a page: index.html, never cached without revalidation, with the page's
 * head put in, so the client router can take over; 404 for an address no page has (or a course or
 * certificate that does not exist), with the same HTML. Registered after `registerCompression`, so pages
 * are compressed like API answers. Unknown /api, /uploads and /assets paths stay JSON 404s.
 */
export async function registerWebPages(
  app: FastifyInstance,
  distDir: string,
  resolveHead: HeadResolver,
): Promise<void> {
  const indexFile = indexOf(distDir);
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const preloadsFor = routePreloads(distDir);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isPagePath(url)) return reply.callNotFound();
    if (!indexHtml) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` first.');
    }
    // The whole address: the catalogue's first-paint data follows its query (filters, page).
    const head = await resolveHead(request.url, readSessionCookie(request.headers.cookie));
    // The app shows its "page not found" screen; the status says so to search engines and link checkers.
    const isMissing = !isKnownPagePath(url) || head?.notFound === true;
    return reply
      .status(isMissing ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', head?.isPrivate ? 'private, no-store' : 'no-cache')
      .send(withPreloads(head ? injectHead(indexHtml, head) : indexHtml, preloadsFor(url)));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({ message: `Nothing at ${request.method} ${url}`, code: 'NOT_FOUND' });
  });
}

/** The page's route code preloads, last in the head (after the LCP image's preload, which goes first). */
const withPreloads = (html: string, tags: string): string =>
  tags ? html.replace('</head>', `${tags}</head>`) : html;
