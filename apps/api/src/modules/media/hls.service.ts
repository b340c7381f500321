import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isStorageKey } from '../../lib/storage/object-store.js';

/** What a processed video's file is served as, by extension; anything else is not one of its files. */
const HLS_TYPES: Record<string, { type: string; isImmutable: boolean }> = {
  m3u8: { type: 'application/vnd.apple.mpegurl', isImmutable: false },
  ts: { type: 'video/mp2t', isImmutable: true },
  jpg: { type: 'image/jpeg', isImmutable: true },
  vtt: { type: 'text/vtt', isImmutable: false },
};

export interface HlsRequest {
  expires: string;
  signature: string;
  assetId: string;
  path: string;
}

export interface HlsAnswer {
  headers: Record<string, string>;
  open: () => Promise<Readable>;
}

const NOT_THERE = 'This file does not exist';

/**
 * A file of a processed video through its signed path: 403 unless the signature is ours for the asset
 * and unexpired, 404 for a path that is not one of its files (`..` and the like never reach storage).
 * Public caching until the link's expiry: the link is the same for every learner of the window.
 */
export async function openHlsFile(
  ctx: Pick<AppContext, 'privateStorage' | 'hlsLinks'>,
  request: HlsRequest,
): Promise<HlsAnswer> {
  const expires = /^\d{1,12}$/.test(request.expires) ? Number(request.expires) : null;
  const verdict =
    expires === null
      ? 'invalid'
      : ctx.hlsLinks.verify(request.assetId, expires, request.signature.slice(0, 200));
  if (verdict === 'expired') {
    throw new AppError('LINK_EXPIRED', 'This link has expired: reload the page to get a new one', 403);
  }
  if (verdict === 'invalid' || expires === null)
    throw new AppError('LINK_INVALID', 'This link is not valid', 403);
  const kind = HLS_TYPES[request.path.split('.').pop() ?? ''];
  const key = `hls/${request.assetId}/${request.path}`;
  if (!kind || !isStorageKey(request.assetId) || !isStorageKey(request.path)) throw notFound(NOT_THERE);
  const stored = await ctx.privateStorage.stat(key);
  if (!stored) throw notFound(NOT_THERE);
  const maxAge = ctx.hlsLinks.secondsLeft(expires);
  return {
    headers: {
      'content-type': kind.type,
      'content-length': String(stored.size),
      'cache-control': `public, max-age=${maxAge}${kind.isImmutable ? ', immutable' : ''}`,
    },
    open: () => ctx.privateStorage.read(key),
  };
}
