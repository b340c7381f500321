import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sayIn } from './index.js';
import { SERVER_MESSAGES } from './messages.js';

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
    expect(sayIn('fr', 'You already own Data Basics')).toBe('You already own Data Basics');
    expect(sayIn('de', 'title: names no block of the page ("x")')).toBe(
      'title: names no block of the page ("x")',
    );
  });
});
