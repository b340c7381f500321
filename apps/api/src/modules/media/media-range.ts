import rangeParser from 'range-parser';
import type { ByteRange } from '../../lib/storage/object-store.js';

/** What a request for a stored file of `size` bytes gets, given its `Range` header. */
export type RangePlan =
  | { status: 200 }
  | { status: 206; range: ByteRange }
  /** Not satisfiable, or not a byte range we can read: answered with `Content-Range: bytes *\/size`. */
  | { status: 416 };

/**
 * Plans the answer to a `Range` header (RFC 9110 §14): none → the whole file; one range (first bytes,
 * middle, open-ended `bytes=500-` or suffix `bytes=-500`, clamped to the file) → 206; a malformed or
 * unsatisfiable one → 416. Several ranges that do not merge into one get the whole file, which the
 * RFC allows and no media element asks for.
 */
export function planRange(size: number, header: string | undefined): RangePlan {
  if (header === undefined) return { status: 200 };
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1 || ranges === -2 || ranges.type !== 'bytes') return { status: 416 };
  const [only] = ranges;
  if (!only || ranges.length > 1) return { status: 200 };
  return { status: 206, range: { start: only.start, end: only.end } };
}

const contentTypes: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  vtt: 'text/vtt; charset=utf-8',
};

/**
 * The type to serve a private file as, from its extension. Anything else is sent as bytes to
 * download, so a stored file can never be served as a page that runs script.
 */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}
