import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontFace } from './certificate-text-runs.js';

/**
 * The bundled Noto fonts (npm packages of Google Fonts' TTFs, resolved from node_modules, which the
 * bundled server loads its packages from too). Only the bold weight of the script families is
 * bundled: the name, the title and the site name are what print in other scripts. Each file is read
 * once, the first time a text needs it; pdfkit embeds only the glyphs a PDF uses.
 */
const BOLD_FILES: Record<FontFace, string> = {
  latin: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  jp: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  kr: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  devanagari: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  bengali: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
  tamil: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
  armenian: '@expo-google-fonts/noto-sans-armenian/700Bold/NotoSansArmenian_700Bold.ttf',
  georgian: '@expo-google-fonts/noto-sans-georgian/700Bold/NotoSansGeorgian_700Bold.ttf',
  ethiopic: '@expo-google-fonts/noto-sans-ethiopic/700Bold/NotoSansEthiopic_700Bold.ttf',
};
const REGULAR_FILE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

const resolve = createRequire(import.meta.url).resolve;

/** The path of a face's bold TTF (for the share image, which draws with the same fonts). */
export function boldFontFile(face: FontFace): string {
  return resolve(BOLD_FILES[face]);
}

/** Noto Sans Regular's path: the fixed English labels. */
export function regularFontFile(): string {
  return resolve(REGULAR_FILE);
}

const loaded = new Map<string, Buffer>();

/** A font file's bytes, read once per process (the PDF worker keeps them between renders). */
export function fontBytes(path: string): Buffer {
  let bytes = loaded.get(path);
  if (!bytes) {
    bytes = readFileSync(path);
    loaded.set(path, bytes);
  }
  return bytes;
}
