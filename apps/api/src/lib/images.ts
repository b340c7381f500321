import sharp from 'sharp';
import { badRequest } from './app-error.js';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Tells an image's kind by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Re-encodes an avatar: 256 px square WebP, metadata stripped (sharp keeps none unless asked). */
export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes))
    throw badRequest('The picture must be a JPEG, PNG or WebP image', [
      { path: 'avatar', message: 'must be a JPEG, PNG or WebP image' },
    ]);
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(256, 256, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('The picture could not be read as an image', [
      { path: 'avatar', message: 'could not be read as an image' },
    ]);
  }
}
