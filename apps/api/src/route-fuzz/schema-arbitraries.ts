import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/** Values that exist in the fuzzer's database, so valid requests reach past the "not found" branch. */
export interface KnownValues {
  ids: readonly string[];
  slugs: readonly string[];
  emails: readonly string[];
  passwords: readonly string[];
}

/** JSON text spliced into a body as it is: what `JSON.stringify` cannot write (`1e400`, 10,000 levels). */
export class RawJson {
  constructor(readonly text: string) {}
}

const MAX_ARRAY = 4;
const MAX_TEXT = 24;

/** Any value the schema accepts (or nearly: a pattern fast-check cannot read gives ordinary text). */
export function validValue(schema: JsonSchema, known: KnownValues, name = ''): fc.Arbitrary<unknown> {
  const base = validIgnoringNull(schema, known, name);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function validIgnoringNull(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => validValue(branch, known, name)));
  if (schema.allOf && schema.allOf.length > 0) return validValue(mergeAll(schema.allOf), known, name);
  const types = [schema.type ?? (schema.properties ? 'object' : undefined)].flat();
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validIgnoringNull({ ...schema, type }, known, name)));
  switch (types[0]) {
    case 'string':
      return validString(schema, known, name);
    case 'integer':
      return fc.integer(integerBounds(schema));
    case 'number':
      return fc.double({ ...numberBounds(schema), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(schema, known, name);
    case 'object':
      return validObject(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One schema with every `allOf` part's fields and requirements. */
function mergeAll(schemas: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of schemas) {
    Object.assign(merged.properties ?? {}, part.properties);
    merged.required?.push(...(part.required ?? []));
  }
  return merged;
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : schema.maximum;
  return { min: Math.ceil(min ?? -1_000_000), max: Math.floor(max ?? 1_000_000) };
}

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  return {
    min: schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000,
    max: schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000,
  };
}

const looksLikeId = (name: string) => name === 'id' || /Ids?$/.test(name);

function validString(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, MAX_TEXT) + MAX_TEXT;
  const fits = (text: string) => text.length >= min && text.length <= max;
  const shaped = stringOfShape(schema, min, Math.min(max, min + MAX_TEXT)).filter(fits);
  const knownOnes = knownFor(schema, known, name).filter(fits);
  return knownOnes.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownOnes) }, { weight: 1, arbitrary: shaped })
    : shaped;
}

function knownFor(schema: JsonSchema, known: KnownValues, name: string): readonly string[] {
  if (schema.format === 'email' || /email/i.test(name)) return known.emails;
  if (/password/i.test(name)) return known.passwords;
  if (looksLikeId(name) || schema.format === 'uuid') return known.ids;
  if (/slug|category/i.test(name)) return known.slugs;
  return [];
}

function stringOfShape(schema: JsonSchema, min: number, max: number): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/),
          fc.constantFrom('example.com', 'example.org'),
        )
        .map(([local, domain]) => `${local}@${domain}`);
    case 'uuid':
      return fc.uuid({ version: 7 });
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'date':
      return dates.map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) return matching(schema.pattern);
  return fc.string({ minLength: min, maxLength: max, unit: textUnit });
}

/** Mostly printable ASCII, now and then a letter from further afield. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', '中', '😀') },
);

const dates = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });

/** Text that matches `pattern`; fast-check reads no lookahead, so one is dropped and checked afterwards. */
function matching(pattern: string): fc.Arbitrary<string> {
  const exact = new RegExp(pattern, 'u');
  try {
    return fc.stringMatching(exact);
  } catch {
    try {
      const loose = new RegExp(pattern.replace(/\(\?[=!][^)]*\)/g, ''), 'u');
      return fc.stringMatching(loose).filter((text) => exact.test(text));
    } catch {
      return fc.string();
    }
  }
}

function validArray(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ARRAY, minLength + MAX_ARRAY));
  const items = validValue(schema.items ?? {}, known, name);
  return schema.uniqueItems
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) })
    : fc.array(items, { minLength, maxLength });
}

function validObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const model = Object.fromEntries(
    names.map((property) => [property, validValue(properties[property] ?? {}, known, property)]),
  );
  const required = (schema.required ?? []).filter((property) => property in properties);
  const record = fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
  const least = schema.minProperties ?? 0;
  return least > 0 ? record.filter((value) => Object.keys(value).length >= least) : record;
}
