import { CAPTION_LANGUAGE_PATTERN } from '@coursewise/contract';
import type { Locale } from '../../../i18n/locales';
import { languageNameIn } from './editor-i18n';

/**
 * The languages the captions editor offers: common tags in the contract's canonical case. The API takes
 * any BCP 47 tag it can name; these cover the courses we expect without asking editors to type tags.
 */
const TAGS = [
  'en',
  'es',
  'es-419',
  'fr',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'ro',
  'hu',
  'el',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'hi',
  'bn',
  'ur',
  'id',
  'ms',
  'th',
  'vi',
  'fil',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'sw',
] as const;

const pattern = new RegExp(CAPTION_LANGUAGE_PATTERN);
const names = new Intl.DisplayNames(['en'], { type: 'language' });

/** A language's English name, as the API names a track without a label ("Brazilian Portuguese"). */
export const languageName = (tag: string): string => names.of(tag) ?? tag;

/** The offered tags: every one passes the contract's pattern. */
export const captionLanguageTags: readonly string[] = TAGS.filter((tag) => pattern.test(tag));

/** Select options, each language named in the page's language and sorted in its order. */
export const captionLanguageOptions = (locale: Locale) =>
  captionLanguageTags
    .map((tag) => ({ value: tag, label: `${languageNameIn(locale, tag)} (${tag})` }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
