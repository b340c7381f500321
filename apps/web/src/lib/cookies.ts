/**
 * The few cookie reads and writes the shell makes (the session token, the currency, the consent
 * answer), without a library: js-cookie cost the first screen's script 0.7 kB gzip for what follows.
 * Values are URI-encoded, as js-cookie wrote them, so cookies set before read the same.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at) !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1));
    } catch {
      return part.slice(at + 1);
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** A date, or a number of days from now; without it the cookie ends with the browser session. */
  expires?: Date | number;
  path?: string;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { expires, path = '/', sameSite, secure } = options;
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * 864e5) : expires;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from older Safari and Firefox; a sign-in must set the cookie before its next request
  document.cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${path}`,
    ...(until ? [`expires=${until.toUTCString()}`] : []),
    ...(sameSite ? [`samesite=${sameSite}`] : []),
    ...(secure ? ['secure'] : []),
  ].join('; ');
}

/** Deletes the cookie on `path` (a cookie is named by its name and path). */
export function removeCookie(name: string, path?: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from older Safari and Firefox; a sign-in must set the cookie before its next request
  document.cookie = `${name}=; ${path ? `path=${path}; ` : ''}expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
