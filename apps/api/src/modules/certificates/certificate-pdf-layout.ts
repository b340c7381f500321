/**
 * Where the certificate's holder name and course title go: each wraps onto as many centred lines as it
 * needs, at the largest size (down to a readable minimum) at which it fits its share of the page, and
 * the lines under them follow. Pure (the font is measured through `Measure`), so it is unit-tested
 * without drawing a PDF.
 */

/** How wide `text` is at `size` points, and how tall one line is at `size`. */
export interface Measure {
  width(text: string, size: number): number;
  lineHeight(size: number): number;
}

export interface TextBlock {
  size: number;
  lines: string[];
  /** Top of the first line. */
  y: number;
  /** Below the last line. */
  bottom: number;
}

export interface HeadingLayout {
  name: TextBlock;
  /** "has successfully completed the course". */
  connectorY: number;
  title: TextBlock;
}

/** The band the heading fills: from under "This certifies that" to above the details row. */
export const HEADING_BAND = { top: 198, bottom: 392, width: 681.89 } as const;
const NAME_SIZES = { max: 38, min: 16 } as const;
const TITLE_SIZES = { max: 26, min: 12 } as const;
/** A name takes at most this much of the band, so the title always keeps room under it. */
const NAME_MAX_HEIGHT = 84;
const CONNECTOR_GAP = { before: 12, line: 18, after: 8 } as const;

/** Splits a word wider than the line into pieces that fit (a 200-letter word still prints whole). */
function pieces(word: string, size: number, width: number, measure: Measure): string[] {
  if (measure.width(word, size) <= width) return [word];
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure.width(piece + char, size) > width) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) out.push(piece);
  return out;
}

/** Greedy word wrap: as many words on each line as fit `width` at `size`. */
export function wrapText(text: string, size: number, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    for (const piece of pieces(word, size, width, measure)) {
      const candidate = line ? `${line} ${piece}` : piece;
      if (line && measure.width(candidate, size) > width) {
        lines.push(line);
        line = piece;
      } else {
        line = candidate;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size from `max` down to `min` at which `text` wraps into at most `maxHeight`; one line
 * at the largest size that fits it is preferred over wrapping at a larger one. At `min` it wraps onto
 * however many lines it needs: the caller's budget is sized so the longest allowed text fits there.
 */
export function fitText(
  text: string,
  sizes: { max: number; min: number },
  width: number,
  maxHeight: number,
  measure: Measure,
): { size: number; lines: string[] } {
  for (let size = sizes.max; size > sizes.min; size -= 1) {
    if (measure.width(text.trim(), size) <= width) return { size, lines: [text.trim()] };
  }
  for (let size = sizes.max; size > sizes.min; size -= 1) {
    const lines = wrapText(text, size, width, measure);
    if (lines.length * measure.lineHeight(size) <= maxHeight) return { size, lines };
  }
  return { size: sizes.min, lines: wrapText(text, sizes.min, width, measure) };
}

function block(fitted: { size: number; lines: string[] }, y: number, measure: Measure): TextBlock {
  return { ...fitted, y, bottom: y + fitted.lines.length * measure.lineHeight(fitted.size) };
}

/** The name, the connector line and the title, top to bottom, within `HEADING_BAND`. */
export function layoutHeading(holderName: string, courseTitle: string, measure: Measure): HeadingLayout {
  const { top, bottom, width } = HEADING_BAND;
  const name = block(fitText(holderName, NAME_SIZES, width, NAME_MAX_HEIGHT, measure), top, measure);
  const connectorY = name.bottom + CONNECTOR_GAP.before;
  const titleTop = connectorY + CONNECTOR_GAP.line + CONNECTOR_GAP.after;
  const title = block(
    fitText(courseTitle, TITLE_SIZES, width, bottom - titleTop, measure),
    titleTop,
    measure,
  );
  return { name, connectorY, title };
}
