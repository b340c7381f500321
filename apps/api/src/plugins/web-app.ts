import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { CurrencyCode, Locale } from '@coursewise/contract';
import type { InitialData } from '@coursewise/contract/first-paint';
import { isKnownPagePath } from '@coursewise/contract/pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentTemplate,
  documentTemplate,
  type PageHead,
  pageRest,
} from '../modules/seo/page-head.js';
import { readSessionCookie } from './auth.js';
import {
  type PageRenderer,
  pageEncoding,
  pageLocale,
  RenderedPages,
  readCurrencyCookie,
  withHtmlLang,
} from './page-render.js';
import { isServerRenderedPath, routePreloads, withInlineEntryStyles } from './route-preloads.js';
import { cacheControlForFile, precompressedFiles } from './web-cache.js';

/**
 * The head for a page address (path and query), or null for the plain index.html. `sessionToken` is
 * the web app's session cookie, for pages that show a signed-in learner their own first screen.
 */
export type HeadResolver = (
  url: string,
  sessionToken: string | null,
  locale: Locale,
) => Promise<PageHead | null>;

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

/** How a page is drawn: by the server (public pages with data), or by the browser alone. */
export interface WebPagesOptions {
  /** The web app's server renderer (`loadPageRenderer`); null leaves every page to the browser. */
  renderer: PageRenderer | null;
  /**
   * When the page's data has not been read this long after the request, the document's fixed start
   * (stylesheet, scripts) is sent at once so the browser fetches them meanwhile; the rest follows.
   */
  shellAfterMs?: number;
  /** A server render that takes longer is abandoned: that request gets the page for the browser to draw. */
  renderTimeoutMs?: number;
}

const SHELL_AFTER_MS = 150;
const RENDER_TIMEOUT_MS = 3000;

/**
 * Every other GET (and HEAD) is a page: index.html, never cached without revalidation, with the page's
 * head put in, so the client router can take over; 404 for an address no page has (or a course or
 * certificate that does not exist), with the same HTML. A public page with initial data is rendered by
 * the server (`page-render.ts`) and hydrated by the browser. Registered after `registerCompression`, so
 * pages are compressed like API answers. Unknown /api, /uploads and /assets paths stay JSON 404s.
 */
export async function registerWebPages(
  app: FastifyInstance,
  distDir: string,
  resolveHead: HeadResolver,
  options: WebPagesOptions = { renderer: null },
): Promise<void> {
  const indexFile = indexOf(distDir);
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const template = indexHtml ? documentTemplate(indexHtml) : null;
  // A release names other scripts: its pages are new to a browser's cache even with the same data.
  const buildTag = createHash('sha256')
    .update(indexHtml ?? '')
    .digest('base64url')
    .slice(0, 12);
  const preloadsFor = routePreloads(distDir);
  // A page the server draws has its styles inline (`route-preloads.ts`), so it paints with the HTML.
  const inlineStart = template ? withInlineEntryStyles(distDir, template.start) : '';
  const rendered = new RenderedPages();
  const { renderer, shellAfterMs = SHELL_AFTER_MS, renderTimeoutMs = RENDER_TIMEOUT_MS } = options;

  /**
   * The page's root HTML drawn by the server, or why not: a failure (logged; the page goes out for the
   * browser to draw, and is kept so, as the same data fails alike) or a timeout (not kept: the next
   * request tries again).
   */
  async function serverRender(
    render: PageRenderer,
    url: string,
    head: PageHead,
    look: PageLook,
    locale: Locale,
  ) {
    const data = { ...(JSON.parse(head.initialDataJson ?? '{}') as InitialData), currency: look.currency };
    const signal = AbortSignal.timeout(renderTimeoutMs);
    try {
      return { rootHtml: await render({ url, data, ...look, locale, signal }), data };
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed: the page is sent for the browser to draw');
      return { rootHtml: null, data, isTimeout: signal.aborted };
    }
  }

  /**
   * The page after the document's start: a public page with data is rendered by the server and kept
   * (with its compressed bytes) by what it is made from; any other is put together per request.
   */
  async function pageFor(
    template: DocumentTemplate,
    url: string,
    head: PageHead | null,
    look: PageLook,
    locale: Locale,
  ) {
    if (!head || !renderer || !head.initialDataJson || head.isPrivate || head.notFound) {
      return { rest: pageRest(template, head), rendered: null };
    }
    // The locale is in the key: the kept bytes include the document's start, and so its `<html lang>`.
    const page = await rendered.get(RenderedPages.keyOf(url, { ...look, locale }, head), async () => {
      const { rootHtml, data, isTimeout } = await serverRender(renderer, url, head, look, locale);
      if (rootHtml === null) return { rest: pageRest(template, head), keep: !isTimeout };
      const rest = pageRest(template, { ...head, rootHtml, initialDataJson: JSON.stringify(data) }, true);
      return { rest, keep: true };
    });
    return { rest: page.rest, rendered: page };
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isPagePath(url)) return reply.callNotFound();
    if (!template) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` first.');
    }
    const cookies = request.headers.cookie;
    const sessionToken = readSessionCookie(cookies);
    const look: PageLook = { hasSession: sessionToken !== null, currency: readCurrencyCookie(cookies) };
    const locale = pageLocale(cookies, request.headers['accept-language']);
    const documentStart = isServerRenderedPath(url) ? inlineStart : template.start;
    const start = withHtmlLang(documentStart, locale) + preloadsFor(url);
    // The page follows the locale cookie and Accept-Language: a shared cache must keep one per both.
    reply.header('content-language', locale).header('vary', PAGE_VARY);
    // The whole address: the catalogue's first-paint data follows its query (filters, page).
    const page = resolveHead(request.url, sessionToken, locale).then(async (resolved) => {
      // An address no page has is "not found" whatever its head says.
      const head = isKnownPagePath(url) ? resolved : { ...resolved, notFound: true };
      return { head, ...(await pageFor(template, request.url, head, look, locale)) };
    });
    const ready = await Promise.race([page, shellTimer(shellAfterMs)]);
    if (ready === SHELL) return streamPage(request, reply, { template, start }, page);
    const { head, rest, rendered: made } = ready;
    // The app shows its "page not found" screen; the status says so to search engines and link checkers.
    reply
      .status(head?.notFound === true ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', head?.isPrivate ? 'private, no-store' : 'no-cache');
    if (!made) return reply.send(start + rest);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // What the page was made from, this build and the encoding: a browser revalidating gets a 304.
    const etag = `"${buildTag}.${made.key}.${encoding ?? 'identity'}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (!encoding) return reply.send(start + rest);
    // Compressed once for the cached page; the compression hook passes an encoded answer through.
    return reply
      .header('content-encoding', encoding)
      .header('vary', `accept-encoding, ${PAGE_VARY}`)
      .send(made.encode(start, encoding));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({ message: `Nothing at ${request.method} ${url}`, code: 'NOT_FOUND' });
  });
}

/** What a server-rendered page may depend on besides its data: never one learner's, only these two. */
interface PageLook {
  hasSession: boolean;
  currency: CurrencyCode;
}

/** What a page's answer varies by besides its encoding: its language and look come from these. */
const PAGE_VARY = 'accept-language, cookie';

const SHELL = Symbol('shell');
const shellTimer = (ms: number) =>
  new Promise<typeof SHELL>((resolve) => setTimeout(resolve, ms, SHELL).unref());

/**
 * A page whose data is slow: the document's start goes out now (the browser fetches the stylesheet and
 * scripts meanwhile), the rest when it is ready. Compressed here, flushed after the start, so the
 * compression hook passes it through. The status is sent before the data is known: 200 even when the
 * address names nothing (that page then says noindex).
 */
function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { template, start }: { template: DocumentTemplate; start: string },
  page: Promise<{ head: PageHead | null; rest: string }>,
) {
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const body =
    encoding === 'br' ? createBrotliCompress() : encoding === 'gzip' ? createGzip() : new PassThrough();
  if (encoding) reply.header('content-encoding', encoding).header('vary', `accept-encoding, ${PAGE_VARY}`);
  body.write(start);
  if (body instanceof PassThrough) body.uncork();
  else body.flush();
  page.then(
    ({ rest }) => body.end(rest),
    (error: unknown) => {
      request.log.error({ err: error }, 'a page could not be read: it ends as built');
      body.end(pageRest(template, null));
    },
  );
  // Sent before the page is known to be public: no shared cache may keep it.
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(body);
}
