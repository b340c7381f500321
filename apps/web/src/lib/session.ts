import { TOKEN_COOKIE } from '@coursewise/contract/cookies';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** Where a protected page asked to be taken back to after sign-in. */
export const REDIRECT_KEY = 'redirect-to';
/** A confirmation to show once the full navigation of signing out has loaded the next page. */
export const NOTICE_KEY = 'notice-after-reload';

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function hasToken(): boolean {
  return getToken() !== undefined;
}

/**
 * When the token stops being accepted: its `exp` claim (the server requires one). The payload is read,
 * not verified: the date only decides how long the browser keeps the cookie.
 */
export function tokenExpiry(token: string): Date | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = claims && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the token in its cookie for as long as the token lives (a session cookie if it does not say). */
export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, {
    path: '/',
    expires: tokenExpiry(token),
    sameSite: 'lax',
    secure: isHttps(),
  });
}

/** Deletes the token cookie, including copies a previous version may have left on other paths. */
export function removeToken(): void {
  removeCookie(TOKEN_COOKIE, '/');
  removeCookie(TOKEN_COOKIE);
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings.
    return undefined;
  }
}

/** Only same-site absolute paths are accepted, so a crafted value cannot send users elsewhere. */
export function isSafeRedirect(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

// Set while signing out: the protected page re-renders signed-out before the full navigation, and
// must not store itself as the next sign-in's destination. The navigation reloads the module.
let isSigningOut = false;

export function rememberRedirect(path: string): void {
  if (isSigningOut) return;
  if (isSafeRedirect(path)) storage()?.setItem(REDIRECT_KEY, path);
}

/** Clears the stored path for good: nothing may store a new one before the page reloads. */
export function forgetRedirectForSignOut(): void {
  isSigningOut = true;
  clearRedirect();
}

export function clearRedirect(): void {
  storage()?.removeItem(REDIRECT_KEY);
}

/** The remembered path, kept. */
export function peekRedirect(): string | undefined {
  const path = storage()?.getItem(REDIRECT_KEY) ?? undefined;
  return path && isSafeRedirect(path) ? path : undefined;
}

/** Returns the remembered path (or undefined) and forgets it. */
export function takeRedirect(): string | undefined {
  const path = storage()?.getItem(REDIRECT_KEY) ?? undefined;
  clearRedirect();
  return path && isSafeRedirect(path) ? path : undefined;
}

/** Keeps `message` for the next page load (a toast would die with this page). */
export function rememberNoticeForReload(message: string): void {
  storage()?.setItem(NOTICE_KEY, message);
}

/** Returns the message kept for this page load (or undefined) and forgets it. */
export function takeNoticeAfterReload(): string | undefined {
  const message = storage()?.getItem(NOTICE_KEY) ?? undefined;
  storage()?.removeItem(NOTICE_KEY);
  return message || undefined;
}

let isCheckingStoredToken = false;

/** Start-up asks the server whether the stored token still holds (the profile request). */
export function markTokenCheck(isChecking: boolean): void {
  isCheckingStoredToken = isChecking;
}

export const isTokenCheckPending = (): boolean => isCheckingStoredToken;
