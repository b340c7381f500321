import type { FontFace } from '../src/modules/certificates/certificate-text-runs.js';

/**
 * A name (or word) in each script a certificate prints, by the face it needs: typed as a Record so a
 * face added without a sample fails the typecheck. Shared by the run, PDF and share image tests.
 */
export const SCRIPT_SAMPLES: Record<Exclude<FontFace, 'latin'>, string> = {
  sc: '李雷',
  jp: 'さくら',
  kr: '김민준',
  arabic: 'ليلى',
  hebrew: 'דוד',
  syriac: 'ܐܢܛܘܢ',
  thaana: 'އަހުމަދު',
  nko: 'ߒߞߏ',
  adlam: '𞤀𞤣𞤤𞤢𞤥',
  devanagari: 'दीपिका',
  bengali: 'অমিত',
  gurmukhi: 'ਗੁਰਪ੍ਰੀਤ',
  gujarati: 'ગુજરાતી',
  oriya: 'ଓଡ଼ିଆ',
  tamil: 'தமிழ்',
  telugu: 'తెలుగు',
  kannada: 'ಕನ್ನಡ',
  malayalam: 'മലയാളം',
  sinhala: 'සිංහල',
  thai: 'ศรีสุข',
  lao: 'ລາວ',
  myanmar: 'မြန်မာ',
  khmer: 'ខ្មែរ',
  taiViet: 'ꪀꪱꪙ',
  olChiki: 'ᱥᱟᱱᱛᱟᱲᱤ',
  armenian: 'Նարե',
  georgian: 'ნინო',
  ethiopic: 'ልደት',
  cherokee: 'ᏣᎳᎩ',
  tifinagh: 'ⵜⵉⴼⵉⵏⴰⵖ',
  canadianAboriginal: 'ᓀᐦᐃᔭᐍᐏᐣ',
  yi: 'ꆈꌠ',
};
