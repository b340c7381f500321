import type { Locale } from '../../../i18n/locales';
import { TEST_CATALOGUES } from '../../../test/i18n';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For the languages tests: the English messages of the assessments catalogue (those without
 * placeholders that differ in `locale`) still on the page, in its text, the names it gives (aria-label,
 * alt) or its title. Whole words only, so French "Correcte" does not count as English "Correct".
 */
export function englishLeft(locale: Locale): string[] {
  const names = [...document.querySelectorAll('[aria-label],[alt]')].map(
    (node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('alt') ?? ''}`,
  );
  const words = `${document.body.textContent} ${names.join(' ')} ${document.title}`;
  return Object.entries(TEST_CATALOGUES.en)
    .filter(([id, message]) => id.startsWith('assessments.') && !message.includes('{'))
    .filter(([id, message]) => TEST_CATALOGUES[locale][id] !== message)
    .map(([, message]) => message)
    .filter((message) => new RegExp(`(?<!\\p{L})${escapeRegExp(message)}(?!\\p{L})`, 'u').test(words));
}
