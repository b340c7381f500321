import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** Files an attacker or a careless admin might upload, made byte by byte. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid black-and-white PNG of `width`×`height` pixels that compresses to a few kilobytes: a
 * decompression bomb (20000×20000 is 400 megapixels in about 50 kB).
 */
export function hugePixelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgImage = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

/** A Windows program's first bytes (`MZ` and the DOS stub's message), sent as `photo.jpg`. */
export const windowsProgram = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(56),
  Buffer.from('This program cannot be run in DOS mode.\r\n', 'latin1'),
  randomBytes(512),
]);

/** A JPEG's magic bytes followed by an HTML page: sniffs as JPEG, decodes as nothing. */
export const fakeJpegPolyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), htmlPage]);

/** The first bytes of an MP4 file (`ftyp` box, brand isom) followed by `size` bytes of payload. */
export function mp4Video(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom\x00\x00\x02\x00isomiso2avc1mp41', 'latin1'),
  ]);
  return Buffer.concat([ftyp, randomBytes(size)]);
}

/** An EBML header with DocType `webm`, as a WebM file begins, followed by `size` bytes of payload. */
export const webmHeader = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701',
  'hex',
);
export const webmVideo = (size: number): Buffer => Buffer.concat([webmHeader, randomBytes(size)]);

export const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nHello and welcome.\n');

/** Every file under a folder of DATA_DIR (relative paths, sorted), hidden partial files included. */
export function filesUnder(dataDir: string, folder: 'uploads' | 'private'): string[] {
  const root = path.join(dataDir, folder);
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
