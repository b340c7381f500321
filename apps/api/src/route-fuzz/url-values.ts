import fc from 'fast-check';
import { oddText } from './hostile-values.js';

// Hostile addresses and headers: path segments, query strings and tokens.

/** A URL-encoded form of any text; a lone surrogate, which `encodeURIComponent` refuses, as its raw bytes. */
export const encodeText = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return Buffer.from(text, 'utf8').toString('hex').replace(/../g, '%$&');
  }
};

/** Path segments and query values that are not ids, not numbers, not valid escapes, or far too long. */
export const badUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '0190d5a0-0000-7000-8000-00000000000',
    '%00',
    '%ZZ',
    '%',
    '%2e%2e',
    '..',
    '%2F',
    '%20',
    '-1',
    '0',
    '1.5',
    '0x10',
    '+3',
    '1e309',
    '99999999999999999999999',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    "'%20OR%201=1--",
    '%C0%AF',
    '%F0%9F%98%80',
    '%E2%80%AE',
    '%ED%A0%80',
    'a'.repeat(201),
    'a'.repeat(9000),
    'null',
    '[]',
    '%7B%7D',
  ),
  fc.uuid().map((uuid) => `${uuid}x`),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  oddText.map(encodeText),
);

/** A query string's name and value pairs, URL-encoded. */
export type QueryPairs = [name: string, value: string][];

/** One way to break a valid query, named for the report. */
interface QueryEdit {
  kind: string;
  pollutes: boolean;
  edit: (query: QueryPairs) => QueryPairs;
}

/** A query broken one way: a bad value, a repeated or unknown name, a bracketed or polluting name, a 1 MB value. */
export function hostileQuery(names: string[]) {
  const name = names.length > 0 ? fc.constantFrom(...names) : fc.constant('q');
  const replace =
    (n: string, value: string) =>
    (query: QueryPairs): QueryPairs => [...query.filter(([other]) => other !== n), [n, value]];
  return fc.oneof<fc.Arbitrary<QueryEdit>[]>(
    fc
      .tuple(name, badUrlText)
      .map(([n, v]) => ({ kind: 'bad query value', pollutes: false, edit: replace(n, v) })),
    fc.tuple(name, badUrlText).map(([n, v]) => ({
      kind: 'repeated query name',
      pollutes: false,
      edit: (query: QueryPairs) => [...query, [n, '1'], [n, v]],
    })),
    fc.tuple(name, badUrlText).map(([n, v]) => ({
      kind: 'bracketed query name',
      pollutes: false,
      edit: (query: QueryPairs) => [...query, [`${n}[]`, v], [`${n}[a]`, v]],
    })),
    fc
      .constantFrom(
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        '__proto__',
        'constructor',
        'isAdmin',
      )
      .map((n) => ({
        kind: 'polluting query name',
        pollutes: true,
        edit: (query: QueryPairs) => [...query, [n, 'yes']],
      })),
    name.map((n) => ({ kind: '1 MB query value', pollutes: false, edit: replace(n, 'x'.repeat(1_000_000)) })),
  );
}

/** Tokens that are not tokens, or not ours. */
export const forgedToken = fc.constantFrom(
  'not-a-token',
  'a.b.c',
  // {"alg":"none"} . {"sub":"x","role":"admin"} . (no signature)
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Bearer x',
  ' ',
  'x'.repeat(10_000),
);
