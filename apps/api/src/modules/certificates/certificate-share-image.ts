import sharp, { type OverlayOptions } from 'sharp';
import { boldFontFile, fontFamily, regularFontFile } from './certificate-fonts.js';
import { type FontFace, textRunsFor } from './certificate-text-runs.js';

/** What a certificate's share image says, already worded ("23 November 2026"). */
export interface ShareImageContent {
  siteName: string;
  holderName: string;
  courseTitle: string;
  issuedOn: string;
  number: string;
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

// The certificate PDF's palette (the web theme's cyan primary, pink accent).
const colours = {
  brand: '#22b8cf',
  brandDark: '#0b7285',
  brandLight: '#c5f6fa',
  accent: '#f06595',
  text: '#212529',
  muted: '#495057',
};
const MARGIN = 96;
/** The least space above and below the text, inside the bars. */
const MIN_MARGIN = 40;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;

/**
 * The PDF's bundled Noto faces, given to Pango by file (sharp's `fontfile`), so the picture looks the
 * same on every machine whatever fonts it has installed. libvips adds each file to its fontconfig once
 * for the process; a face is registered the first time a text needs it.
 */
const registered = new Map<FontFace, Promise<unknown>>();
function register(face: FontFace): Promise<unknown> {
  let done = registered.get(face);
  if (!done) {
    done = sharp({ text: { text: '.', fontfile: boldFontFile(face), font: fontFamily(face) } })
      .png()
      .toBuffer();
    registered.set(face, done);
  }
  return done;
}

/**
 * The Pango font list for a text: Noto Sans first, then the face the PDF would choose for each other
 * script in it (textRunsFor: Han as SC, JP or KR by the text's kana and hangul). Pango itself does the
 * bidi ordering and shaping, so only the faces are taken from the runs, not their order.
 */
export async function fontListFor(text: string): Promise<string> {
  const faces = [...new Set(textRunsFor(text).map((run) => run.face))].filter((face) => face !== 'latin');
  await Promise.all(faces.map(register));
  return ['Noto Sans', ...faces.map((face) => fontFamily(face))].join(',');
}

const markup = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** At most `max` characters (whole code points), with an ellipsis when cut: at most two lines at its size. */
const clip = (value: string, max: number): string => {
  const chars = [...value];
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  colour: string;
  /** Space above the line, in pixels. */
  gap: number;
}

/** One text layer, wrapped to the text width by Pango; `dpi: 72` makes the size pixels. */
async function textLayer(line: Line): Promise<{ input: Buffer; height: number }> {
  const families = await fontListFor(line.text);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${line.colour}">${markup(line.text)}</span>`,
      font: `${families}${line.bold ? ' Bold' : ''} ${line.size}`,
      fontfile: line.bold ? boldFontFile('latin') : regularFontFile(),
      width: TEXT_WIDTH,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, height: info.height };
}

/** The frame: a white card with the brand's bar and corner, drawn as SVG. */
const frame = (): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="100%" height="18" fill="${colours.brand}"/>
  <rect x="0" y="${SHARE_IMAGE.height - 10}" width="100%" height="10" fill="${colours.brandLight}"/>
  <circle cx="${SHARE_IMAGE.width - 70}" cy="${SHARE_IMAGE.height - 80}" r="150" fill="${colours.brandLight}" opacity="0.6"/>
  <circle cx="${SHARE_IMAGE.width - 70}" cy="${SHARE_IMAGE.height - 80}" r="60" fill="${colours.accent}" opacity="0.35"/>
</svg>`);

/**
 * A certificate's link-preview picture, 1200×630 (the Open Graph and Twitter large-card size): the
 * school's name, the holder, the course and the date, laid out top to bottom, in any script the PDF
 * prints; long names wrap to two lines and are cut with an ellipsis beyond.
 */
export async function renderShareImage(content: ShareImageContent): Promise<Buffer> {
  const lines: Line[] = [
    { text: content.siteName, size: 34, bold: true, colour: colours.brandDark, gap: 0 },
    { text: 'Certificate of completion', size: 28, colour: colours.muted, gap: 28 },
    { text: clip(content.holderName, 56), size: 60, bold: true, colour: colours.text, gap: 28 },
    { text: clip(content.courseTitle, 80), size: 38, colour: colours.text, gap: 20 },
    { text: `Issued ${content.issuedOn} · ${content.number}`, size: 26, colour: colours.muted, gap: 36 },
  ];
  const layers = await Promise.all(lines.map(textLayer));
  // Only the layers that fit the card (a wrapped title can be tall), then centred on it as one block.
  const room = SHARE_IMAGE.height - 2 * MIN_MARGIN;
  let height = 0;
  const fitting = layers.filter((layer, i) => {
    const next = height + (i === 0 ? 0 : (lines[i]?.gap ?? 0)) + layer.height;
    if (next > room) return false;
    height = next;
    return true;
  });
  let top = Math.round((SHARE_IMAGE.height - height) / 2);
  const overlays: OverlayOptions[] = fitting.map((layer, i) => {
    if (i > 0) top += lines[i]?.gap ?? 0;
    const overlay = { input: layer.input, top, left: MARGIN };
    top += layer.height;
    return overlay;
  });
  return sharp(frame()).composite(overlays).png({ compressionLevel: 9 }).toBuffer();
}
