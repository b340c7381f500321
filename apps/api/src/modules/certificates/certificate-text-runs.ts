import type { NameScript } from '@coursewise/contract';

/**
 * Which bundled Noto face each part of a certificate's text needs, in the order the parts are drawn.
 * The name rule accepts letters of many scripts (the contract's `nameScripts`, each with a face here),
 * and no one font covers them all: a line is split into runs of one face and one direction, and the
 * runs are put in visual order (a simplified Unicode bidi: names and titles hold no embeddings, so one
 * paragraph level and its runs are enough). Pure, so the PDF and the share image choose the same
 * fonts and order.
 */

/** A bundled face: Noto Sans, or the Noto Sans family of one script. */
export type FontFace =
  | 'latin'
  | 'sc'
  | 'jp'
  | 'kr'
  | 'arabic'
  | 'hebrew'
  | 'syriac'
  | 'thaana'
  | 'nko'
  | 'adlam'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'sinhala'
  | 'thai'
  | 'lao'
  | 'myanmar'
  | 'khmer'
  | 'taiViet'
  | 'olChiki'
  | 'armenian'
  | 'georgian'
  | 'ethiopic'
  | 'cherokee'
  | 'tifinagh'
  | 'canadianAboriginal'
  | 'yi';

/**
 * Part of a line in one face. Runs come in visual order, left to right; a run's own text stays in
 * logical order, and an `rtl` run is shaped right to left (fontkit reverses its glyphs).
 */
export interface TextRun {
  text: string;
  face: FontFace;
  rtl: boolean;
}

// By Script: signs shared between scripts (the Arabic tatweel, the danda, combining accents) are
// Common or Inherited, neutral, and join the run they stand in. Latin, Greek and Cyrillic are in Noto
// Sans itself (the fallback below). Every script here is in the contract's `nameScripts`, and back
// (certificate-text-runs.test.ts), so a name the rule accepts has a face.
export const SCRIPT_FACES: readonly [readonly NameScript[], FontFace | 'han'][] = [
  [['Arabic'], 'arabic'],
  [['Hebrew'], 'hebrew'],
  [['Syriac'], 'syriac'],
  [['Thaana'], 'thaana'],
  [['Nko'], 'nko'],
  [['Adlam'], 'adlam'],
  [['Devanagari'], 'devanagari'],
  [['Bengali'], 'bengali'],
  [['Gurmukhi'], 'gurmukhi'],
  [['Gujarati'], 'gujarati'],
  [['Oriya'], 'oriya'],
  [['Tamil'], 'tamil'],
  [['Telugu'], 'telugu'],
  [['Kannada'], 'kannada'],
  [['Malayalam'], 'malayalam'],
  [['Sinhala'], 'sinhala'],
  [['Thai'], 'thai'],
  [['Lao'], 'lao'],
  [['Myanmar'], 'myanmar'],
  [['Khmer'], 'khmer'],
  [['Tai_Viet'], 'taiViet'],
  [['Ol_Chiki'], 'olChiki'],
  [['Armenian'], 'armenian'],
  [['Georgian'], 'georgian'],
  [['Ethiopic'], 'ethiopic'],
  [['Cherokee'], 'cherokee'],
  [['Tifinagh'], 'tifinagh'],
  [['Canadian_Aboriginal'], 'canadianAboriginal'],
  [['Yi'], 'yi'],
  [['Hangul'], 'kr'],
  [['Hiragana', 'Katakana'], 'jp'],
  [['Han', 'Bopomofo'], 'han'],
];
const SCRIPT_PATTERNS = SCRIPT_FACES.map(
  ([scripts, face]) => [new RegExp(`[${scripts.map((s) => `\\p{sc=${s}}`).join('')}]`, 'u'), face] as const,
);
const RTL_FACES: ReadonlySet<FontFace> = new Set(['arabic', 'hebrew', 'syriac', 'thaana', 'nko', 'adlam']);
const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;
const HANGUL = /\p{sc=Hangul}/u;
// Spaces and punctuation take their neighbours' direction; shared letters and marks, their neighbour's face.
const NEUTRAL = /^[\p{sc=Common}\p{sc=Inherited}]$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
// European digits read left to right even inside a right-to-left title (bidi's EN, simplified to L).
const DIGIT = /^[0-9]$/;

/**
 * Han in a text with kana is Japanese and prints in Noto Sans JP; with hangul, Korean (KR); else
 * Chinese (SC). A character's form differs between the three, so the text decides, not the character.
 */
function hanFace(text: string): FontFace {
  if (KANA.test(text)) return 'jp';
  if (HANGUL.test(text)) return 'kr';
  return 'sc';
}

/** The face a character needs, or null for a neutral one (space, punctuation, combining mark). */
function faceOf(char: string, han: FontFace): FontFace | null {
  if (DIGIT.test(char)) return 'latin';
  if (NEUTRAL.test(char)) return null;
  for (const [pattern, face] of SCRIPT_PATTERNS) {
    if (pattern.test(char)) return face === 'han' ? han : face;
  }
  return 'latin';
}

interface Char {
  char: string;
  face: FontFace | null;
  rtl: boolean | null;
}

/** Each neutral's direction and face from its neighbours (bidi N1/N2, and the face of the run it joins). */
function resolveNeutrals(chars: Char[], paragraphRtl: boolean): void {
  let i = 0;
  while (i < chars.length) {
    if (chars[i]?.face !== null) {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && chars[end]?.face === null) end++;
    const before = chars[i - 1];
    const after = chars[end];
    const rtl =
      (before?.rtl ?? paragraphRtl) === (after?.rtl ?? paragraphRtl)
        ? (before?.rtl ?? paragraphRtl)
        : paragraphRtl;
    // Between two letters of one face and direction, a space stays in that face so the run is one.
    const shared = before && after && before.face === after.face && before.rtl === rtl && after.rtl === rtl;
    for (let k = i; k < end; k++) {
      const char = chars[k] as Char;
      // A shared letter or mark (ー, the tatweel, an accent) needs its neighbour's font, not Noto Sans.
      const base = LETTER_OR_MARK.test(char.char) ? (chars[k - 1] ?? after) : undefined;
      char.face = base?.face ?? (shared ? before.face : 'latin');
      char.rtl = base ? base.rtl : rtl;
    }
    i = end;
  }
}

/** One line's runs in visual order (see the module comment); an empty line has none. */
export function textRunsFor(text: string): TextRun[] {
  const han = hanFace(text);
  const chars: Char[] = Array.from(text, (char) => {
    const face = faceOf(char, han);
    return { char, face, rtl: face === null ? null : RTL_FACES.has(face) };
  });
  const paragraphRtl = chars.find((c) => c.rtl !== null)?.rtl ?? false;
  resolveNeutrals(chars, paragraphRtl);

  const runs: (TextRun & { level: number })[] = [];
  for (const { char, face, rtl } of chars) {
    const last = runs.at(-1);
    if (last && last.face === face && last.rtl === rtl) last.text += char;
    else runs.push({ text: char, face: face ?? 'latin', rtl: rtl ?? paragraphRtl, level: 0 });
  }
  // Bidi levels: right-to-left text is odd, left-to-right even, above the paragraph's own level.
  for (const run of runs) run.level = run.rtl ? 1 : paragraphRtl ? 2 : 0;
  // L2: from the highest level down to 1, reverse every stretch of runs at that level or above.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  for (let level = highest; level >= 1; level--) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map(({ text, face, rtl }) => ({
    // fontkit reverses the glyphs of a right-to-left script itself; punctuation alone it would not.
    text: rtl && !RTL_FACES.has(face) ? Array.from(text).reverse().join('') : text,
    face,
    rtl,
  }));
}
