import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What the documents drawn with pdfkit share (invoices, instructors' statements): A4 portrait in points
 * with 50 pt margins, and Noto Sans (the certificates' bundled face: Latin, Greek, Cyrillic, Vietnamese)
 * registered as `Regular` and `Bold`, read from the package once per process.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

const resolve = createRequire(import.meta.url).resolve;
const FONT_FILES = {
  Regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  Bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
const fonts = new Map<string, Buffer>();

function fontBytes(file: string): Buffer {
  let bytes = fonts.get(file);
  if (!bytes) {
    bytes = readFileSync(resolve(file));
    fonts.set(file, bytes);
  }
  return bytes;
}

/** Registers `Regular` and `Bold` (Noto Sans) on the document; embedded as the glyphs used. */
export function registerNotoSans(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, fontBytes(file));
}
