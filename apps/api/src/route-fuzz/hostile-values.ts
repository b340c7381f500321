import fc from 'fast-check';
import { RawJson } from './schema-arbitraries.js';

// The pieces of hostile requests: each is something a client can send that a route must refuse with a
// 4xx (or accept harmlessly), never answer with a 5xx.

const ONE_MB = 1_000_000;
/** Built once: a 1 MB string in a field (under the body limit), one over it, and 1 MB of two-byte UTF-8. */
const hugeStrings = ['x'.repeat(ONE_MB), 'y'.repeat(1_100_000), 'é'.repeat(ONE_MB / 2)];
export const hugeText = fc.constantFrom(...hugeStrings);

const DEPTH = 10_000;
/** JSON nested 10,000 deep, as objects and as arrays. */
export const deepJson = fc.constantFrom(
  new RawJson(`${'{"a":'.repeat(DEPTH)}null${'}'.repeat(DEPTH)}`),
  new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
);

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\u200b',
  '\ufeffbom',
  'e\u0301',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩‍👩‍👧‍👦',
  '\u2028\u2029',
  'İı',
  'ﬃ',
  '＜script＞',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '%00',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, sent as it is
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-0',
  '1e999',
  '0x10',
  '__proto__',
  'constructor',
  '\r\n\t',
  '\u0085',
  'טקסט',
  '\u001b[31m',
];
/** NUL bytes, lone surrogates, direction overrides, combining marks, injection-shaped text. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Numbers past every limit, and number texts JavaScript reads oddly. */
export const hugeNumbers = fc.constantFrom<unknown>(
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  Number.MIN_VALUE,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1.00000000000000000000001'),
  new RawJson('1E+2'),
);

/** A value of some other type than a field expects. */
export const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'text',
  [],
  [null],
  {},
  { a: 1 },
);

/** Keys that would pollute `Object.prototype` if merged naively, with what they try to set. */
export const POLLUTING_MEMBERS: readonly [key: string, rawValue: string][] = [
  ['__proto__', '{"polluted":"yes","isAdmin":true,"role":"admin"}'],
  ['constructor', '{"prototype":{"polluted":"yes","isAdmin":true,"role":"admin"}}'],
  ['__proto__', '"polluted"'],
  ['prototype', '{"polluted":"yes"}'],
];
export const pollutingMember = fc.constantFrom(...POLLUTING_MEMBERS);
/** The same as a field's value. */
export const pollutingValue = pollutingMember.map(([key, raw]) => new RawJson(`{"${key}":${raw}}`));

/** Anything hostile a field can hold. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: wrongTypes },
  { weight: 3, arbitrary: oddText },
  { weight: 2, arbitrary: hugeNumbers },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: pollutingValue },
);

/** Text sent as a JSON body that is not JSON (or JSON that some parsers read differently). */
export const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    '{"a":1}}',
    'undefined',
    'NaN',
    '\u0000',
    '{"a":"\u0000',
    '\ufeff{}',
    '{"a":1}garbage',
    '',
    ' ',
    '{"a":01}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '[',
    '{"__proto__":',
    '{"a" 1}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '// comment\n{}',
    '\u00ff\u00fe{',
  ),
  fc.string({ maxLength: 30 }),
);

/** Content types a JSON route does not take, or takes only when spelt right. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  '*/*',
  'text/csv',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  ';',
  'text/html; charset=utf-8',
);
