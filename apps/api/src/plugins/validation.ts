import Ajv, { type ErrorObject } from 'ajv';
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
  const ajv = httpPart === 'body' ? strictAjv : coercingAjv;
  return ajv.compile(schema as object);
};

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
  const validate = strictAjv.compile(schema);
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
      return `must be ${p.type === 'object' || p.type === 'array' ? `an ${p.type}` : `a ${String(p.type)}`}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'enum':
      return 'is not one of the accepted values';
    default:
      return error.message ?? 'is invalid';
  }
};

export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
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
