import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../lib/app-error.js';

// Bodies are validated strictly: no type coercion, unknown fields refused rather than dropped.
// Query strings and params arrive as text, so they are coerced to the schema's types.
const strictAjv = addFormats(
  new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false }),
);
const coercingAjv = addFormats(
  new Ajv({ allErrors: false, coerceTypes: true, removeAdditional: false, useDefaults: true, strict: false }),
);

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return refusingNul(strictAjv.compile(schema as object));
  return withPlainNumbers(refusingNul(coercingAjv.compile(schema as object)), schema);
};

const NUL_ERROR = 'must not contain a NUL character';

/**
 * PostgreSQL cannot store a NUL character in text (SQLite can): a request whose text holds one, in a
 * value or a key, at any depth, is refused as bad input on either engine instead of failing in the
 * database. Checked once the schema has passed, so a field with its own rule keeps that rule's wording.
 */
function refusingNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return false;
    const instancePath = nulPath(data);
    if (instancePath === null) return true;
    checked.errors = [{ keyword: 'nul', instancePath, schemaPath: '#', params: {}, message: NUL_ERROR }];
    return false;
  }) as ValidateFunction;
  Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  return checked;
}

/** The JSON pointer of the first text holding a NUL, in document order (a key's NUL counts as its value's), or null. */
function nulPath(data: unknown): string | null {
  // A loop, not recursion: a body may be nested 10,000 deep.
  const pending: [value: unknown, path: string, key: string][] = [[data, '', '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path, key] = next;
    if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) return path;
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const members = Object.entries(value);
    for (let i = members.length - 1; i >= 0; i -= 1) {
      const [name, member] = members[i] as [string, unknown];
      pending.push([member, `${path}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`, name]);
    }
  }
  return null;
}

/** Query, path and header numbers are written in plain decimal: `-12`, `3`, `0.5` (no `0x10`, `1e1`, ` 2`, `+3`). */
const PLAIN = { integer: /^-?\d+$/, number: /^-?\d+(?:\.\d+)?$/ } as const;

type NumberKind = keyof typeof PLAIN;

/** The top-level fields of an object schema whose value is a number, and which kind (an integer wins over a number). */
function numberFields(schema: unknown): Map<string, NumberKind> {
  const fields = new Map<string, NumberKind>();
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
  if (!properties || typeof properties !== 'object') return fields;
  for (const [name, property] of Object.entries(properties)) {
    const kinds = typesOf(property);
    if (kinds.has('string')) continue;
    if (kinds.has('integer')) fields.set(name, 'integer');
    else if (kinds.has('number')) fields.set(name, 'number');
  }
  return fields;
}

/** Every JSON type a schema (or any branch of its union) accepts. */
function typesOf(schema: unknown, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  const { type, anyOf, oneOf } = schema as { type?: unknown; anyOf?: unknown; oneOf?: unknown };
  for (const name of [type].flat()) if (typeof name === 'string') into.add(name);
  for (const branch of [anyOf, oneOf].flat()) if (branch) typesOf(branch, into);
  return into;
}

/**
 * Ajv's coercion reads text as JavaScript does (`Number('0x10')` is 16, `Number(' 2')` is 2); a number
 * field given as text must be plain decimal digits first, else it is refused as not a number.
 */
function withPlainNumbers(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const fields = numberFields(schema);
  if (fields.size === 0) return validate;
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const malformed = malformedNumbers(data, fields);
    if (malformed.length > 0) {
      checked.errors = malformed;
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify hands Ajv's own functions their parent data (so a root value can be coerced); keep that.
  Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  return checked;
}

function malformedNumbers(data: unknown, fields: Map<string, NumberKind>): ErrorObject[] {
  if (!data || typeof data !== 'object') return [];
  const errors: ErrorObject[] = [];
  for (const [name, kind] of fields) {
    if (!Object.hasOwn(data, name)) continue;
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string' || PLAIN[kind].test(value)) continue;
    errors.push({
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: kind },
      message: `must be ${kind}`,
    });
  }
  return errors;
}

/** Emails are trimmed before validation (ARCHITECTURE §3): a pasted trailing space is not an error. */
export function trimEmailField(body: unknown): void {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    if (typeof record.email === 'string') record.email = record.email.trim();
  }
}

/** Validates a value already parsed by hand (multipart fields) with the body rules. */
export function validateBody<T>(schema: object, value: unknown): { value: T } | { errors: FieldError[] } {
  trimEmailField(value);
  const validate = refusingNul(strictAjv.compile(schema));
  if (validate(value)) return { value: value as T };
  return { errors: toFieldErrors(validate.errors ?? []) };
}

const describe = (error: ErrorObject): string => {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${String(p.format)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'type':
      return `must be ${[p.type].flat().map(aType).join(' or ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(listed).join(', ')}`;
    default:
      return error.message ?? 'is invalid';
  }
};

/** "a string", "an integer", "null": a JSON type as a sentence names it. */
const aType = (type: unknown): string =>
  type === 'null' ? 'null' : /^[aeiou]/.test(String(type)) ? `an ${String(type)}` : `a ${String(type)}`;

/** A value in a list of accepted ones: text as it is, anything else as JSON. */
const listed = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The values a failed branch of a union accepts, or null when the branch is not a choice of values. */
function acceptedValues(error: ErrorObject): unknown[] | null {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'const') return [p.allowedValue];
  if (error.keyword === 'enum' && Array.isArray(p.allowedValues)) return p.allowedValues;
  if (error.keyword === 'type' && p.type === 'null') return [null];
  return null;
}

/**
 * A union of values (`sort`: "popular" | "rating" | …) fails once per branch; each of those says only
 * its own value. Such a union is reported once, listing every accepted value; any other union keeps
 * its branches' errors. Answers the errors with each choice's branches replaced by its one summary.
 */
function mergeChoices(errors: ErrorObject[]): ErrorObject[] {
  const replaced = new Map<ErrorObject, ErrorObject | null>();
  // Outer unions first, so a union of unions is listed whole.
  const unions = errors
    .filter((error) => error.keyword === 'anyOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const union of unions) {
    if (replaced.has(union)) continue;
    const inside = errors.filter((error) => error.schemaPath.startsWith(`${union.schemaPath}/`));
    const leaves = inside.filter((error) => error.keyword !== 'anyOf');
    const values = leaves.map(acceptedValues);
    if (leaves.length === 0 || values.some((value) => value === null)) continue;
    const [first] = leaves;
    if (!first) continue;
    for (const error of inside) replaced.set(error, null);
    replaced.set(first, {
      ...union,
      keyword: 'enum',
      params: { allowedValues: [...new Set(values.flat())] },
    });
  }
  return errors.flatMap((error) => {
    const replacement = replaced.get(error);
    return replacement === undefined ? [error] : replacement === null ? [] : [replacement];
  });
}

export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of mergeChoices(errors)) {
    // A union reports every branch; its own "anyOf" summary is enough.
    if (error.keyword === 'anyOf') continue;
    const p = error.params as Record<string, unknown>;
    const extra =
      error.keyword === 'required'
        ? String(p.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(p.additionalProperty)
          : '';
    const path =
      [error.instancePath.replace(/^\//, '').replaceAll('/', '.'), extra].filter(Boolean).join('.') || 'body';
    const message = describe(error);
    const key = `${path}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
  }
  return out;
}
