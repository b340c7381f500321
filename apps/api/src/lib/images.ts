import sharp from 'sharp';
import { AppError, badRequest } from './app-error.js';
import type { ObjectStore } from './storage/object-store.js';

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

/** The widths every avatar is stored in: a menu's 32 px picture to a profile's 128 px, on sharp screens. */
export const AVATAR_WIDTHS = [64, 128, 256] as const;

/** The widths course covers are stored in: a phone's card (360 px at 2×: 720) up to a wide course page. */
export const COURSE_COVER_WIDTHS = [320, 480, 720, 960, 1280] as const;

/**
 * Re-encodes an avatar: 64, 128 and 256 px squares cropped to the subject, WebP, metadata stripped
 * (sharp keeps none unless asked).
 */
export async function processAvatar(bytes: Buffer): Promise<RenderedImage[]> {
  if (!sniffImage(bytes))
    throw badRequest('The picture must be a JPEG, PNG or WebP image', [
      { path: 'avatar', message: 'must be a JPEG, PNG or WebP image' },
    ]);
  try {
    const source = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const rendered: RenderedImage[] = [];
    for (const width of AVATAR_WIDTHS) {
      const data = await source
        .clone()
        .resize(width, width, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
      rendered.push({ width, height: width, data });
    }
    return rendered;
  } catch {
    throw badRequest('The picture could not be read as an image', [
      { path: 'avatar', message: 'could not be read as an image' },
    ]);
  }
}

/** The sizes an upload area needs: widths (never enlarged), or squares cropped to the subject. */
export interface ImageSizing {
  widths: readonly number[];
  square?: boolean;
}

/** One re-encoded size. */
export interface RenderedImage {
  width: number;
  height: number;
  data: Buffer;
}

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, 415);
const NOT_AN_IMAGE = 'The file must be a JPEG, PNG or WebP image';

/**
 * Checks an uploaded image before anything decodes it: its bytes must begin as a JPEG, PNG or WebP
 * (so SVG, HTML, scripts and renamed programs are refused whatever their name says), its header must
 * agree, and its pixel count must stay under `maxPixels` (a small file can declare a picture that
 * would take gigabytes to decode).
 */
export async function inspectImage(
  bytes: Buffer,
  maxPixels: number,
): Promise<{ kind: ImageKind; width: number; height: number }> {
  const kind = sniffImage(bytes);
  if (!kind) throw unsupported(NOT_AN_IMAGE);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Reads the header only; the pixel limit is ours, below, so it is not also applied here.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw unsupported('The file could not be read as an image');
  }
  if (format !== kind || width < 1 || height < 1) throw unsupported('The file could not be read as an image');
  if (width * height > maxPixels) {
    throw new AppError(
      'IMAGE_TOO_LARGE',
      `The image is ${width}×${height} pixels: at most ${Math.round(maxPixels / 1_000_000)} megapixels are accepted`,
      413,
    );
  }
  return { kind, width, height };
}

/** The widths to render for an image `sourceWidth` wide: the sizing's smaller ones, then the source's own (capped). */
export function widthsFor(sizing: ImageSizing, sourceWidth: number): number[] {
  if (sizing.square) return [...sizing.widths];
  const largest = Math.max(...sizing.widths);
  const smaller = sizing.widths.filter((w) => w < sourceWidth && w < largest);
  return [...smaller, Math.min(sourceWidth, largest)];
}

/**
 * Re-encodes an image into WebP at each size, turned upright by its EXIF orientation and with every
 * piece of metadata dropped (location, camera, comments): only pixels survive, so anything hidden
 * after or inside the image (a polyglot's script) is gone. A file that fails to decode is a 415.
 */
export async function renderImageSizes(
  bytes: Buffer,
  sizing: ImageSizing,
  maxPixels: number,
): Promise<RenderedImage[]> {
  try {
    const source = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const upright = await source.clone().metadata();
    const swapped = (upright.orientation ?? 1) >= 5;
    const sourceWidth = (swapped ? upright.height : upright.width) ?? 1;
    const rendered: RenderedImage[] = [];
    for (const width of widthsFor(sizing, sourceWidth)) {
      const resized = sizing.square
        ? source.clone().resize(width, width, { fit: 'cover', position: 'attention' })
        : source.clone().resize({ width, withoutEnlargement: true });
      const { data, info } = await resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      rendered.push({ width: info.width, height: info.height, data });
    }
    return rendered;
  } catch {
    throw unsupported('The file could not be read as an image');
  }
}

/**
 * Where the widths of one image are stored: `<folder>/<w1>-<w2>-…/<width>.webp`. The folder names
 * every width it holds, so the key of any one of them (resources store the largest) tells which
 * others exist without asking the storage: `srcSetOf` reads it back.
 */
export function widthKeys(folder: string, widths: readonly number[]): string[] {
  const set = widths.join('-');
  return widths.map((width) => `${folder}/${set}/${width}.webp`);
}

const WIDTH_SET_KEY = /^(.+)\/((?:\d{1,5}-)+\d{1,5})\/(\d{1,5})\.webp$/;

/** The stored widths of the image under `key` (smallest first), or null for an image kept in one size. */
export function storedWidths(key: string): { folder: string; widths: number[] } | null {
  const match = WIDTH_SET_KEY.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const widths = match[2].split('-').map(Number);
  const ascending = widths.every((width, i) => width > 0 && (i === 0 || width > (widths[i - 1] ?? 0)));
  if (!ascending || !widths.includes(Number(match[3]))) return null;
  return { folder: match[1], widths };
}

/** Every key an image occupies (all its widths, or the one key), e.g. to delete it. */
export function storedImageKeys(key: string): string[] {
  const stored = storedWidths(key);
  return stored ? widthKeys(stored.folder, stored.widths) : [key];
}

/** The `srcset` of a stored image (`<url> 320w, …`), or null when it has one size or none. */
export function srcSetOf(storage: { url(key: string): string }, key: string | null): string | null {
  const stored = key ? storedWidths(key) : null;
  if (!stored) return null;
  const keys = widthKeys(stored.folder, stored.widths);
  return keys.map((k, i) => `${storage.url(k)} ${stored.widths[i]}w`).join(', ');
}

/**
 * Stores every width of an image under `folder` (see `widthKeys`) and answers their keys, smallest
 * first (the last is the one resources keep). When one write fails, the others are removed.
 */
export async function putImageWidths(
  store: ObjectStore,
  folder: string,
  rendered: readonly RenderedImage[],
): Promise<string[]> {
  const keys = widthKeys(
    folder,
    rendered.map((image) => image.width),
  );
  try {
    await Promise.all(rendered.map((image, i) => store.put(keys[i] ?? '', image.data, 'image/webp')));
  } catch (error) {
    await Promise.allSettled(keys.map((key) => store.delete(key)));
    throw error;
  }
  return keys;
}
