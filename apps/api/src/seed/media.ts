import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { AVATAR_WIDTHS, COURSE_COVER_WIDTHS, type RenderedImage } from '../lib/images.js';

/** Images for the demo content, drawn as SVG and encoded by sharp at seed time (nothing is downloaded). */

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const WIDTH = 1280;
const HEIGHT = 720;

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A small stable hash, so each course's decoration differs but never changes between seeds. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Greedy word wrap to at most `maxChars` per line; answers null when it needs more than `maxLines`. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** The title at the largest size that fits in three lines (bold sans glyphs average ~0.6 em). */
export function fitTitle(title: string, width = WIDTH - 160): { lines: string[]; fontSize: number } {
  for (const fontSize of [76, 68, 60, 52]) {
    const maxChars = Math.floor(width / (fontSize * 0.6));
    let lines = wrapText(title, maxChars, 3);
    if (!lines) continue;
    // Balance the lines: the narrowest wrap that still needs no more lines (no lonely last word).
    for (let chars = maxChars - 1; chars > 8; chars--) {
      const narrower = wrapText(title, chars, lines.length);
      if (!narrower) break;
      lines = narrower;
    }
    return { lines, fontSize };
  }
  const lines = wrapText(title, Math.floor(width / (52 * 0.6)), 99) ?? [title];
  return { lines: [...lines.slice(0, 2), `${lines[2] ?? ''}…`], fontSize: 52 };
}

export function coverSvg(cover: {
  title: string;
  label: string;
  footer: string;
  colors: readonly [string, string];
}): string {
  const [from, to] = cover.colors;
  const h = hash(cover.title);
  const { lines, fontSize } = fitTitle(cover.title);
  const lineHeight = Math.round(fontSize * 1.18);
  const lastBaseline = 560;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const label = cover.label.toUpperCase();
  const pillWidth = Math.round(label.length * 21 + 48);
  // Decoration: two soft circles and a ring whose places come from the title's hash.
  const cx1 = 900 + (h % 260);
  const cy1 = 80 + ((h >>> 8) % 200);
  const cx2 = 1040 + ((h >>> 16) % 200);
  const cy2 = 520 + ((h >>> 4) % 160);
  const ring = 120 + ((h >>> 12) % 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.38"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${cx1}" cy="${cy1}" r="300" fill="#fff" fill-opacity="0.10"/>
  <circle cx="${cx2}" cy="${cy2}" r="190" fill="#fff" fill-opacity="0.07"/>
  <circle cx="${cx1 - 180}" cy="${cy2 - 60}" r="${ring}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="14"/>
  <rect y="${HEIGHT * 0.35}" width="${WIDTH}" height="${HEIGHT * 0.65}" fill="url(#shade)"/>
  <rect x="80" y="72" width="${pillWidth}" height="52" rx="26" fill="#fff" fill-opacity="0.22"/>
  <text x="${80 + pillWidth / 2}" y="107" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="3" fill="#fff">${escapeXml(label)}</text>
${lines
  .map(
    (line, i) =>
      `  <text x="80" y="${firstBaseline + i * lineHeight}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
  )
  .join('\n')}
  <rect x="80" y="612" width="64" height="6" rx="3" fill="#fff"/>
  <text x="80" y="668" font-family="${FONT}" font-size="28" fill="#fff" fill-opacity="0.9">${escapeXml(cover.footer)}</text>
</svg>`;
}

export const initials = (name: string): string =>
  name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, '')
    .split(/[\s-]+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part.charAt(0).toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');

export function avatarSvg(name: string, colors: readonly [string, string]): string {
  const [from, to] = colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <circle cx="128" cy="128" r="128" fill="url(#bg)"/>
  <text x="128" y="163" text-anchor="middle" font-family="${FONT}" font-size="100" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
</svg>`;
}

/**
 * A cover in every stored width (`COURSE_COVER_WIDTHS`), smallest first: the SVG is drawn once at
 * 1280×720 and scaled down. WebP effort 1 encodes in about a third of the default's time for a few
 * more kilobytes (~26 KB at 1280 px).
 */
export const renderCover = (cover: Parameters<typeof coverSvg>[0]): Promise<RenderedImage[]> =>
  renderWidths(coverSvg(cover), COURSE_COVER_WIDTHS, 80);

/** An avatar in every stored width (`AVATAR_WIDTHS`: 64 to 256 px): the person's initials on a gradient circle. */
export const renderAvatar = (name: string, colors: readonly [string, string]): Promise<RenderedImage[]> =>
  renderWidths(avatarSvg(name, colors), AVATAR_WIDTHS, 82);

async function renderWidths(
  svg: string,
  widths: readonly number[],
  quality: number,
): Promise<RenderedImage[]> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    widths.map(async (width) => {
      const image = sharp(data, raw).resize({ width }).webp({ quality, effort: 1 });
      const out = await image.toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
}

/**
 * Finds a file shipped in seed/assets. The server runs from source (tests, tsx: this module is
 * `src/seed/media.ts`) or bundled (`dist/main.js`, which has no assets beside it), so several
 * places are tried: beside this module, the source tree relative to the bundle, then the working
 * directory (the repository root or apps/api).
 */
export function findSeedAsset(name: string, moduleUrl: string = import.meta.url): string | null {
  const candidates = [
    fileURLToPath(new URL(`./assets/${name}`, moduleUrl)),
    fileURLToPath(new URL(`../src/seed/assets/${name}`, moduleUrl)),
    path.resolve(process.cwd(), 'apps/api/src/seed/assets', name),
    path.resolve(process.cwd(), 'src/seed/assets', name),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Runs `task` over `items`, at most `limit` at a time, answering results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
