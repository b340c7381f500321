/**
 * Videos and captions recognised by their content, never by name or declared type: what an upload
 * is decides where it may be stored and how it is served.
 */

export type VideoKind = 'mp4' | 'webm';

/** ISO base media brands of playable MP4 video (image brands such as `heic` or `avif` are not videos). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
]);

/** How many leading bytes `sniffVideo` needs to decide. */
export const VIDEO_SNIFF_BYTES = 64;

/**
 * MP4: an `ftyp` box first, with a video brand. WebM: the EBML magic and, within the header, the
 * document type `webm` (other Matroska files are not promised to play in a browser).
 */
export function sniffVideo(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return MP4_BRANDS.has(head.toString('latin1', 8, 12)) ? 'mp4' : null;
  }
  const isEbml =
    head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  // The DocType element (id 0x4282, a one-byte size 0x84) holding "webm".
  if (
    isEbml &&
    head.subarray(0, VIDEO_SNIFF_BYTES).includes(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))
  )
    return 'webm';
  return null;
}

/**
 * A WebVTT file: UTF-8 text (a byte-order mark allowed) whose first line is `WEBVTT`, alone or followed
 * by a space or tab and a header; no NUL or other binary bytes.
 */
export function isWebVtt(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text);
}

/** The first bytes of a stream, enough for `sniffVideo`, and whether the stream ended within them. */
export interface StreamHead {
  head: Buffer;
  ended: boolean;
}

/**
 * Reads chunks until `VIDEO_SNIFF_BYTES` have arrived or the stream ends, leaving the rest unread: the
 * multipart form and the resumable upload sniff the same bytes the same way before storing anything.
 */
export async function readVideoHead(chunks: AsyncIterator<Buffer>): Promise<StreamHead> {
  const peeked: Buffer[] = [];
  let peekedBytes = 0;
  while (peekedBytes < VIDEO_SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(peeked), ended: true };
    peeked.push(next.value);
    peekedBytes += next.value.length;
  }
  return { head: Buffer.concat(peeked), ended: false };
}

/** The head again, then the chunks not yet read: the whole stream, as if never peeked at. */
export async function* replayAfterHead(
  { head, ended }: StreamHead,
  chunks: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  if (ended) return;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}
