import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { de } from './de.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { sayIn } from './index.js';
import { SERVER_MESSAGES, SERVER_PATTERNS } from './messages.js';

const apiSource = fileURLToPath(new URL('../../', import.meta.url));

/** The API's own source, tests and these tables left out. */
function sourceText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => {
      if (statSync(path).isDirectory()) return path.endsWith('server-words') ? '' : sourceText(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

describe('server words', () => {
  it('translates only messages the API still writes, word for word', () => {
    const source = sourceText(apiSource);
    const gone = SERVER_MESSAGES.filter((message) => !source.includes(`'${message}'`));
    expect(gone).toEqual([]);
  });

  it('translates only messages with values the API still writes, each with the same placeholders', () => {
    const source = sourceText(apiSource);
    // "You already own {title}" is written `You already own ${course.title}`.
    const written = (english: string) =>
      new RegExp(
        `\`${english
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\\$\\{[^}]+\\}')}\``,
      ).test(source);
    expect(SERVER_PATTERNS.filter((english) => !written(english))).toEqual([]);
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const words of [es, fr, de]) {
      for (const english of SERVER_PATTERNS) {
        expect({ english, said: placeholders(words.patterns[english]) }).toEqual({
          english,
          said: placeholders(english),
        });
      }
    }
  });

  it('says a message with values in each language, the longest wording that fits first', () => {
    expect(sayIn('fr', 'You already own Data Basics')).toBe('Vous possédez déjà « Data Basics »');
    expect(sayIn('de', 'Your cart can hold at most 20 courses')).toBe(
      'Ihr Warenkorb fasst höchstens 20 Kurse',
    );
    expect(
      sayIn(
        'es',
        'You already own Data Basics. The gift is kept: choose another course of up to $49.00 for it.',
      ),
    ).toBe('Ya tienes «Data Basics». Conservas el regalo: elige otro curso de hasta $49.00.');
    expect(sayIn('en', 'You already own Data Basics')).toBe('You already own Data Basics');
  });

  it('says a message, a field message and a field message with a number in each language', () => {
    expect(sayIn('de', 'Incorrect email or password')).toBe('E-Mail-Adresse oder Passwort ist falsch');
    expect(sayIn('fr', 'email: is required')).toBe('email: est obligatoire');
    expect(sayIn('es', 'password: must be at least 12 characters')).toBe(
      'password: debe tener al menos 12 caracteres',
    );
    expect(sayIn('de', 'must be at most 200 characters')).toBe('darf höchstens 200 Zeichen lang sein');
  });

  it('leaves English, and any message it does not know, as written', () => {
    expect(sayIn('en', 'Incorrect email or password')).toBe('Incorrect email or password');
    expect(sayIn('fr', 'Nothing at GET /api/nowhere')).toBe('Nothing at GET /api/nowhere');
    expect(sayIn('de', 'title: names no block of the page ("x")')).toBe(
      'title: names no block of the page ("x")',
    );
  });
});
