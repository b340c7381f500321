import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Locale = 'en' | 'es' | 'fr' | 'de';

const cataloguesDir = fileURLToPath(new URL('../../apps/web/src/i18n/catalogues/', import.meta.url));

/** Every catalogue of one language merged, id → message, as the web app's files hold them. */
function messagesIn(locale: Locale): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const catalogue of readdirSync(cataloguesDir)) {
    Object.assign(merged, JSON.parse(readFileSync(`${cataloguesDir}${catalogue}/${locale}.json`, 'utf8')));
  }
  return merged;
}

const english = messagesIn('en');

/**
 * What the app says in `locale` where it says `text` in English: a journey written with the English
 * words it clicks runs in another language (an English text without a message, or whose messages
 * differ by place, fails at once, naming it). Values fill `{name}` placeholders.
 */
export function wordsIn(locale: Locale) {
  const target = messagesIn(locale);
  return (text: string, values: Record<string, string | number> = {}): string => {
    const ids = Object.keys(english).filter((id) => english[id] === text);
    const said = new Set(ids.map((id) => target[id]));
    if (ids.length === 0) throw new Error(`No message says "${text}" in English`);
    if (said.size !== 1) throw new Error(`"${text}" is said ${said.size} ways in ${locale}: name it by id`);
    const [message = ''] = said;
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** One message of `locale` by its id, with `{name}` placeholders filled. */
export function messageIn(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const message = messagesIn(locale)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
