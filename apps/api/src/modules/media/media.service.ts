import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isStorageKey } from '../../lib/storage/object-store.js';
import { mediaContentType, planRange } from './media-range.js';

/** A file from private storage, ready to send: status, headers and, unless HEAD, its bytes. */
export interface MediaAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  open: () => Promise<Readable>;
}

export interface MediaRequest {
  key: string;
  expires: unknown;
  signature: unknown;
  range: string | undefined;
}

/** Links outlive a page only by this much in a browser's cache. */
const MAX_CACHE_SECONDS = 2 * 3600;

/**
 * Serves a signed link to private storage (videos, captions): 403 when the signature is not ours or
 * the link has expired, 404 when nothing is stored under the key, else the file or the asked range.
 */
export async function openMedia(
  ctx: Pick<AppContext, 'privateStorage' | 'mediaLinks'>,
  request: MediaRequest,
): Promise<MediaAnswer> {
  const expires =
    typeof request.expires === 'string' && /^\d{1,12}$/.test(request.expires)
      ? Number(request.expires)
      : null;
  const signature = typeof request.signature === 'string' ? request.signature.slice(0, 200) : '';
  const verdict = expires === null ? 'invalid' : ctx.mediaLinks.verify(request.key, expires, signature);
  if (verdict === 'expired') {
    throw new AppError('LINK_EXPIRED', 'This link has expired: reload the page to get a new one', 403);
  }
  if (verdict === 'invalid' || expires === null)
    throw new AppError('LINK_INVALID', 'This link is not valid', 403);
  const stored = isStorageKey(request.key) ? await ctx.privateStorage.stat(request.key) : null;
  if (!stored) throw notFound('This file does not exist');

  const cacheSeconds = Math.max(0, Math.min(MAX_CACHE_SECONDS, expires - Math.floor(Date.now() / 1000)));
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': mediaContentType(request.key),
    // Signed links are personal: a shared cache must not keep them.
    'cache-control': `private, max-age=${cacheSeconds}`,
  };
  const plan = planRange(stored.size, request.range);
  if (plan.status === 416) {
    throw new AppError('RANGE_NOT_SATISFIABLE', 'The requested range is not satisfiable', 416, undefined, {
      'content-range': `bytes */${stored.size}`,
      'accept-ranges': 'bytes',
    });
  }
  if (plan.status === 200) {
    return {
      status: 200,
      headers: { ...headers, 'content-length': String(stored.size) },
      open: () => ctx.privateStorage.read(request.key),
    };
  }
  const { start, end } = plan.range;
  return {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${start}-${end}/${stored.size}`,
      'content-length': String(end - start + 1),
    },
    open: () => ctx.privateStorage.read(request.key, plan.range),
  };
}
