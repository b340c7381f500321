import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { CurrencyCode, Locale } from '@coursewise/contract';
import { CURRENCY_COOKIE, LOCALE_COOKIE } from '@coursewise/contract/cookies';
import type { ServerRenderInput } from '@coursewise/contract/first-paint';
import { cookieValue } from '../lib/cookie-header.js';
import { negotiateLocale } from '../lib/locale.js';
import type { PageHead } from '../modules/seo/page-head.js';

/** The HTML inside `#root` for a page; throws when any part of the page failed to render. */
export type PageRenderer = (input: ServerRenderInput) => Promise<string>;

const currencies: readonly CurrencyCode[] = ['USD', 'GBP', 'EUR'];

/** The display currency the visitor chose (the web app's cookie), or the default, dollars. */
export function readCurrencyCookie(cookieHeader: string | undefined): CurrencyCode {
  const value = cookieValue(cookieHeader, CURRENCY_COOKIE);
  return currencies.find((code) => code === value) ?? 'USD';
}

/**
 * A page's language: the `locale` cookie, then `Accept-Language` (ARCHITECTURE §9). The signed-in
 * user's saved choice is not read here (a page would wait on the account for it): the web app sets
 * the cookie from the profile, so a signed-in learner's pages follow it too.
 */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  return negotiateLocale({ cookie: cookieValue(cookieHeader, LOCALE_COOKIE), acceptLanguage });
}

/** The document's start with `<html lang>` set to the page's language (added when the build has none). */
export function withHtmlLang(start: string, locale: Locale): string {
  return start.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\slang="[^"]*"/i, '');
    return `<html lang="${locale}"${rest}>`;
  });
}

/** The web build's server entry beside its browser build: `apps/web/dist-server` for `apps/web/dist`. */
export const serverEntryOf = (distDir: string): string =>
  path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');

/**
 * The web app's server renderer, or null when the server entry was not built (pages are then drawn by
 * the browser alone, as before server rendering) or does not export one.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const entry = serverEntryOf(distDir);
  if (!existsSync(entry)) return null;
  const loaded: unknown = await import(pathToFileURL(entry).href);
  const renderPage =
    typeof loaded === 'object' && loaded !== null
      ? (loaded as { renderPage?: unknown }).renderPage
      : undefined;
  return typeof renderPage === 'function' ? (renderPage as PageRenderer) : null;
}

export type PageEncoding = 'br' | 'gzip';

/** The encoding a client takes for a page: Brotli before gzip, or none. */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * A server-rendered page: its part after the document's start, and the whole page compressed once per
 * encoding (a page is sent many times: compressing it for each request cost more than the rest of it).
 */
export class RenderedPage {
  private readonly encoded = new Map<PageEncoding, Buffer>();

  /** `key` names what the page was made from (`RenderedPages.keyOf`). */
  constructor(
    readonly rest: string,
    readonly key: string,
  ) {}

  /** `start` is the same for every request of the page's key (it follows the address). */
  encode(start: string, encoding: PageEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const html = Buffer.from(start + this.rest);
      bytes =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** What it holds, roughly: the text (two bytes a character) and room for its two encodings. */
  get size(): number {
    return this.rest.length * 3;
  }
}

/**
 * Finished pages by what they were made from. A page's HTML is a function of its address, its head
 * (meta tags and initial data, read fresh or from the catalogue cache for each request), the
 * currency and whether a session cookie came: the key hashes all four, so any change to what a page
 * shows is a new key and nothing needs invalidating; old entries age out. Nothing in the key or the
 * page belongs to one learner (the session counts only as present or not; private pages are never
 * kept). Parallel misses of one key render once.
 */
export class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();
  private readonly flights = new Map<string, Promise<RenderedPage>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

  /**
   * The key of a page: its address, look and head. The head's two large strings (the data's JSON, a
   * certificate's facts) are hashed as they are, not serialised again inside the rest.
   */
  static keyOf(url: string, look: object, head: PageHead): string {
    const { initialDataJson = '', rootHtml = '', ...rest } = head;
    return createHash('sha256')
      .update(`${url}\0${JSON.stringify(look)}\0${JSON.stringify(rest)}\0`)
      .update(initialDataJson)
      .update('\0')
      .update(rootHtml)
      .digest('base64url');
  }

  /** `make` says whether its page may be kept: one drawn in the browser after a timeout may not. */
  async get(key: string, make: () => Promise<{ rest: string; keep: boolean }>): Promise<RenderedPage> {
    const page = this.pages.get(key);
    if (page !== undefined) {
      // Most recently used last: the oldest go first when the budget is full.
      this.pages.delete(key);
      this.pages.set(key, page);
      return page;
    }
    const inFlight = this.flights.get(key);
    if (inFlight) return inFlight;
    const flight = make()
      .then(({ rest, keep }) => {
        const page = new RenderedPage(rest, key);
        return keep ? this.keep(key, page) : page;
      })
      .finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }

  private keep(key: string, page: RenderedPage): RenderedPage {
    if (page.size > this.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const [oldest, value] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= value.size;
    }
    return page;
  }
}
