import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** A real photo-like image carrying EXIF data a user would not want published. */
export function photo(format: PhotoFormat, width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 120 } } })
    .withExif({ IFD0: { Copyright: 'Private Person', ImageDescription: 'taken at home, 51.5N 0.1W' } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random noise (it cannot compress), at least `minBytes` long. */
export async function noisePng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 8;
  const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (image.length < minBytes) throw new Error('noise image came out too small');
  return image;
}

export const gif = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f06595' } })
    .gif()
    .toBuffer();

/** Every file stored under DATA_DIR/uploads, as paths relative to it. */
export function storedUploads(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The stored files of the image at `url` (`/uploads/<area>/<id>/<widths>/<width>.webp`): every width. */
export function storedImageFiles(dataDir: string, url: string): string[] {
  const folder = url
    .replace(/^\/uploads\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
  return storedUploads(dataDir).filter((file) => file.startsWith(`${folder}/`));
}
