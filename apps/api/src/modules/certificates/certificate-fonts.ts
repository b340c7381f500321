import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontFace } from './certificate-text-runs.js';

/**
 * The bundled Noto fonts (npm packages of Google Fonts' TTFs, resolved from node_modules, which the
 * bundled server loads its packages from too), with the family name inside each file (as Pango asks
 * for it). Only the bold weight of the script families is bundled: the name, the title and the site
 * name are what print in other scripts; Tifinagh, Yi, Tai Viet and N'Ko are published in
 * the regular weight only, which they print in. Each file is read once, the first time a text needs
 * it; pdfkit embeds only the glyphs a PDF uses.
 */
const FACES: Record<FontFace, [file: string, family: string]> = {
  latin: ['@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf', 'Noto Sans'],
  sc: ['@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf', 'Noto Sans SC'],
  jp: ['@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf', 'Noto Sans JP'],
  kr: ['@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf', 'Noto Sans KR'],
  arabic: ['@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf', 'Noto Sans Arabic'],
  hebrew: ['@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf', 'Noto Sans Hebrew'],
  syriac: ['@expo-google-fonts/noto-sans-syriac/700Bold/NotoSansSyriac_700Bold.ttf', 'Noto Sans Syriac'],
  thaana: ['@expo-google-fonts/noto-sans-thaana/700Bold/NotoSansThaana_700Bold.ttf', 'Noto Sans Thaana'],
  nko: ['@expo-google-fonts/noto-sans-nko/400Regular/NotoSansNKo_400Regular.ttf', 'Noto Sans NKo'],
  adlam: ['@expo-google-fonts/noto-sans-adlam/700Bold/NotoSansAdlam_700Bold.ttf', 'Noto Sans Adlam'],
  devanagari: [
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    'Noto Sans Devanagari',
  ],
  bengali: ['@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf', 'Noto Sans Bengali'],
  // Noto Sans Gurmukhi's mark positioning makes fontkit (pdfkit's shaper) throw; Baloo Paaji 2 shapes.
  gurmukhi: ['@expo-google-fonts/baloo-paaji-2/BalooPaaji2_700Bold.ttf', 'Baloo Paaji 2'],
  gujarati: [
    '@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf',
    'Noto Sans Gujarati',
  ],
  oriya: ['@expo-google-fonts/noto-sans-oriya/700Bold/NotoSansOriya_700Bold.ttf', 'Noto Sans Oriya'],
  tamil: ['@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf', 'Noto Sans Tamil'],
  telugu: ['@expo-google-fonts/noto-sans-telugu/700Bold/NotoSansTelugu_700Bold.ttf', 'Noto Sans Telugu'],
  kannada: ['@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf', 'Noto Sans Kannada'],
  malayalam: [
    '@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf',
    'Noto Sans Malayalam',
  ],
  sinhala: ['@expo-google-fonts/noto-sans-sinhala/700Bold/NotoSansSinhala_700Bold.ttf', 'Noto Sans Sinhala'],
  thai: ['@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf', 'Noto Sans Thai'],
  lao: ['@expo-google-fonts/noto-sans-lao/700Bold/NotoSansLao_700Bold.ttf', 'Noto Sans Lao'],
  myanmar: ['@expo-google-fonts/noto-sans-myanmar/700Bold/NotoSansMyanmar_700Bold.ttf', 'Noto Sans Myanmar'],
  khmer: ['@expo-google-fonts/noto-sans-khmer/700Bold/NotoSansKhmer_700Bold.ttf', 'Noto Sans Khmer'],
  taiViet: [
    '@expo-google-fonts/noto-sans-tai-viet/400Regular/NotoSansTaiViet_400Regular.ttf',
    'Noto Sans Tai Viet',
  ],
  olChiki: [
    '@expo-google-fonts/noto-sans-ol-chiki/700Bold/NotoSansOlChiki_700Bold.ttf',
    'Noto Sans Ol Chiki',
  ],
  armenian: [
    '@expo-google-fonts/noto-sans-armenian/700Bold/NotoSansArmenian_700Bold.ttf',
    'Noto Sans Armenian',
  ],
  georgian: [
    '@expo-google-fonts/noto-sans-georgian/700Bold/NotoSansGeorgian_700Bold.ttf',
    'Noto Sans Georgian',
  ],
  ethiopic: [
    '@expo-google-fonts/noto-sans-ethiopic/700Bold/NotoSansEthiopic_700Bold.ttf',
    'Noto Sans Ethiopic',
  ],
  cherokee: [
    '@expo-google-fonts/noto-sans-cherokee/700Bold/NotoSansCherokee_700Bold.ttf',
    'Noto Sans Cherokee',
  ],
  tifinagh: [
    '@expo-google-fonts/noto-sans-tifinagh/400Regular/NotoSansTifinagh_400Regular.ttf',
    'Noto Sans Tifinagh',
  ],
  canadianAboriginal: [
    '@expo-google-fonts/noto-sans-canadian-aboriginal/700Bold/NotoSansCanadianAboriginal_700Bold.ttf',
    'Noto Sans Canadian Aboriginal',
  ],
  yi: ['@expo-google-fonts/noto-sans-yi/400Regular/NotoSansYi_400Regular.ttf', 'Noto Sans Yi'],
};
const REGULAR_FILE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

const resolve = createRequire(import.meta.url).resolve;

/** The path of a face's bold TTF (for the share image, which draws with the same fonts). */
export function boldFontFile(face: FontFace): string {
  return resolve(FACES[face][0]);
}

/** The family name in a face's file, for Pango. */
export function fontFamily(face: FontFace): string {
  return FACES[face][1];
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
