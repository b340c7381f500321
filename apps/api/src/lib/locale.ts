import { DEFAULT_LOCALE, isLocale, type Locale } from '@coursewise/contract';
import { LOCALE_COOKIE } from '@coursewise/contract/cookies';
import { cookieValue } from './cookie-header.js';

/** Longer `Accept-Language` headers are cut here: browsers send well under 200 characters. */
const MAX_HEADER_LENGTH = 1024;
/** At most this many ranges are read, so a hostile header costs a bounded amount of work. */
const MAX_RANGES = 32;

const RANGE = /^([a-z]{1,8})(?:-[a-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

export interface LocaleSources {
  /** The `locale` cookie's value, if any. */
  cookie?: string | undefined;
  /** The signed-in user's chosen locale (null: never chosen). */
  userLocale?: string | null | undefined;
  /** The request's `Accept-Language` header. */
  acceptLanguage?: string | undefined;
}

/**
 * The language to answer in (ARCHITECTURE §9): a valid cookie wins, then the signed-in user's choice,
 * then the browser's `Accept-Language`, else English.
 */
export function negotiateLocale({ cookie, userLocale, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(cookie)) return cookie;
  if (isLocale(userLocale)) return userLocale;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * The best supported locale in an `Accept-Language` header: highest q first, header order among equal
 * q; a region matches its language (`es-MX` → `es`); q=0, `*` and malformed ranges are skipped.
 */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_RANGES);
  let best: { locale: Locale; q: number } | undefined;
  for (const range of ranges) {
    const parsed = parseRange(range);
    // Strictly greater: an equal q later in the header does not displace an earlier one.
    if (parsed && parsed.q > 0 && (!best || parsed.q > best.q)) best = parsed;
  }
  return best?.locale;
}

function parseRange(range: string): { locale: Locale; q: number } | undefined {
  const [tag = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
  const language = RANGE.exec(tag)?.[1];
  if (!isLocale(language)) return undefined;
  let q = 1;
  for (const param of params) {
    const match = QUALITY.exec(param.replace(/\s+/g, ''));
    if (!match?.[1]) return undefined;
    q = Number(match[1]);
  }
  return { locale: language, q };
}

/**
 * The language of the page a request came from, for what it sends by mail to someone not signed in (a
 * sign-up's code): the `locale` cookie, then `Accept-Language`.
 */
export function requestLocale(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Locale {
  return negotiateLocale({
    cookie: cookieValue(headers.cookie, LOCALE_COOKIE),
    acceptLanguage: headers['accept-language'],
  });
}
