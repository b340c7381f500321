import { fillPath, mediaRoutes, type Route } from '@coursewise/contract/routes';
import { buildUrl, hrefOf } from '../lib/api-client';
import type { SentRequest } from './fetch-stub';

/**
 * The address a call of `route` is sent to, as a test expects to see it: built from the contract's
 * route table, so no test writes an API path by hand (`api-paths.test.ts`).
 */
export function apiUrl(route: Route, params: Readonly<Record<string, unknown>> = {}, query?: object): string {
  return buildUrl(fillPath(route.url, params), query);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request the app sent is a call of `route`, whatever its path parameters and query. */
export function isCallOf(request: Pick<SentRequest, 'method' | 'url'>, route: Route): boolean {
  const pattern = buildUrl(route.url)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  const path = request.url.replace(/[?#].*$/, '');
  return request.method === route.method && new RegExp(`^${pattern}$`).test(path);
}

/** A signed media address as the server writes it (`GET media/*`): `key` is the file under it. */
export function signedMediaUrl(key: string, query: { expires: number; signature: string }): string {
  return hrefOf(mediaRoutes.getSignedMedia, {}, query).replace('*', key);
}
