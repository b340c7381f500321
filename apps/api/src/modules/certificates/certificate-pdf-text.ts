import PDFDocument from 'pdfkit';
import { boldFontFile, fontBytes } from './certificate-fonts.js';
import type { Measure } from './certificate-pdf-layout.js';
import { type FontFace, textRunsFor } from './certificate-text-runs.js';

/**
 * The certificate's own words (holder, course, site name) in bold, in whatever scripts they are
 * written: each line split into runs of one font (certificate-text-runs.ts), measured and drawn run by
 * run, so the layout wraps with the widths that are drawn.
 */

type Doc = PDFKit.PDFDocument;

/**
 * With any `features`, pdfkit lays a run out whole instead of word by word; fontkit then reverses a
 * right-to-left run's glyphs as one, so its words come out in right-to-left order too.
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] };
// fontkit throws on some mark sequences a font has no anchor for (a vowel sign on no consonant, a
// mark on a mark): such a run is laid out again without mark positioning (fontkit takes features as
// an object of switches too), its marks then sitting where their glyphs put them, not a 500.
const UNPOSITIONED = {
  features: { mark: false, mkmk: false, dist: false, abvm: false, blwm: false, kern: false },
} as unknown as PDFKit.Mixins.TextOptions;

/** How a run is laid out in the selected font: whole, and without mark positioning if fontkit fails. */
function runOptions(doc: Doc, text: string): PDFKit.Mixins.TextOptions {
  try {
    doc.widthOfString(text, WHOLE_RUN);
    return WHOLE_RUN;
  } catch {
    return UNPOSITIONED;
  }
}

/** Selects a face's bold font, registering it with this document the first time. */
function bold(doc: Doc, face: FontFace, size: number): Doc {
  const name = `NotoSans-${face}-Bold`;
  doc.registerFont(name, fontBytes(boldFontFile(face)));
  return doc.font(name).fontSize(size);
}

// pdfkit keeps the selected font's metrics private; the ascender places a line's baseline.
function ascender(doc: Doc): number {
  return (doc as unknown as { _font: { ascender: number } })._font.ascender;
}

/** How wide `text` prints at `size`: the sum of its runs, each in its own font. */
function widthOf(doc: Doc, text: string, size: number): number {
  let width = 0;
  for (const run of textRunsFor(text)) {
    bold(doc, run.face, size);
    width += doc.widthOfString(run.text, runOptions(doc, run.text));
  }
  return width;
}

/** Measures bold text as it prints, whatever its scripts (the layout wraps with it). */
export function boldMeasure(
  doc: Doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 }),
): Measure {
  return {
    width: (text, size) => widthOf(doc, text, size),
    // Noto Sans's line: every face sits on its baseline, so lines stay evenly spaced.
    lineHeight: (size) => bold(doc, 'latin', size).currentLineHeight(true),
  };
}

/**
 * Draws one line of bold text, its left edge at `x` and its top at `top`, in `colour`. All runs share
 * Noto Sans's baseline, so a Chinese or Arabic run sits on the same line as a Latin one.
 */
export function drawBoldLine(doc: Doc, text: string, x: number, top: number, size: number, colour: string) {
  const baseline = top + (ascender(bold(doc, 'latin', size)) / 1000) * size;
  let left = x;
  for (const run of textRunsFor(text)) {
    bold(doc, run.face, size).fillColor(colour);
    const options = runOptions(doc, run.text);
    // The run's characters in reading order, for readers that take a Span's ActualText (a shaped
    // run's glyphs are in visual order, some without characters of their own).
    doc.markContent('Span', { actual: run.text });
    doc.text(run.text, left, baseline, { ...options, lineBreak: false, baseline: 'alphabetic' });
    doc.endMarkedContent();
    left += doc.widthOfString(run.text, options);
  }
}

/** Draws a line centred on the band `[x, x + width]`. */
export function drawBoldCentred(
  doc: Doc,
  text: string,
  band: { x: number; width: number },
  top: number,
  size: number,
  colour: string,
) {
  const x = band.x + (band.width - widthOf(doc, text, size)) / 2;
  drawBoldLine(doc, text, x, top, size, colour);
}
