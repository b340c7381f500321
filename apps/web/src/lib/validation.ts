import { namePattern } from '@coursewise/contract';
import { typeboxResolver } from '@hookform/resolvers/typebox';
import { CloneType, FormatRegistry, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { DefaultErrorFunction, SetErrorFunction, ValueErrorType } from '@sinclair/typebox/errors';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { validationI18n } from './validation-language';

/** The shared fields' own rules, worded here so every form says them the same way, in its language. */
export const NAME_CHARACTERS = 'Use letters, spaces, apostrophes, dots and dashes only';
export const PHONE_INVALID = 'Enter a valid phone number, e.g. +44 20 7946 0958';
export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * A message of the shared rules in the page's language (any other custom message as it is written):
 * English until the app's providers have mounted.
 */
export function localiseFormMessage(message: string): string {
  const i18n = validationI18n();
  if (!i18n) return message;
  switch (message) {
    case NAME_CHARACTERS:
      return i18n._('shared.validation.nameCharacters');
    case PHONE_INVALID:
      return i18n._('shared.validation.phone');
    case PASSWORDS_DIFFER:
      return i18n._('shared.validation.passwordsDiffer');
    default:
      return message;
  }
}

// A pragmatic address check (the server does the authoritative one): something@domain.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
FormatRegistry.Set('email', (value) => emailPattern.test(value));

// TypeBox compiles `pattern` without the `u` flag, which breaks the contract's \p{L} name pattern;
// the same expression is checked here as a format, with the flag.
const nameRegExp = new RegExp(namePattern, 'u');
FormatRegistry.Set('person-name', (value) => nameRegExp.test(value));

function readString(schema: TSchema, key: string): string | undefined {
  const value: unknown = schema[key];
  return typeof value === 'string' ? value : undefined;
}

SetErrorFunction((error) => {
  const { schema, errorType, value } = error;
  const i18n = validationI18n();
  const isEmpty = value === '' || value === undefined;
  if (isEmpty && (errorType === ValueErrorType.StringMinLength || errorType === ValueErrorType.String)) {
    return i18n?._('shared.validation.required') ?? 'This field is required';
  }
  if (errorType === ValueErrorType.StringMaxLength) {
    const max = Number(schema.maxLength);
    return i18n?._('shared.validation.maxLength', { max }) ?? `Use at most ${max} characters`;
  }
  const custom = readString(schema, 'errorMessage');
  if (custom) return localiseFormMessage(custom);
  if (readString(schema, 'format') === 'email') {
    return i18n?._('shared.validation.email') ?? 'Enter a valid email address';
  }
  switch (errorType) {
    case ValueErrorType.StringMinLength: {
      const min = Number(schema.minLength);
      return i18n?._('shared.validation.minLength', { min }) ?? `Use at least ${min} characters`;
    }
    case ValueErrorType.StringFormat:
    case ValueErrorType.StringPattern:
    case ValueErrorType.Union:
      return i18n?._('shared.validation.invalid') ?? 'This value is not valid';
    default:
      return DefaultErrorFunction(error);
  }
});

/** A copy of a contract schema whose failures read as `message`. */
export function withMessage<T extends TSchema>(schema: T, message: string): T {
  return CloneType(schema, { errorMessage: message });
}

interface FormResolverOptions<Values> {
  /** A "confirm" rule that JSON Schema cannot express (e.g. repeat the password). */
  match?: { field: keyof Values & string; confirm: keyof Values & string; message: string };
  /** Fields whose surrounding spaces are dropped before validation (e-mail addresses, names). */
  trim?: ReadonlyArray<keyof Values & string>;
}

function trimFields<Values extends FieldValues>(values: Values, fields: ReadonlyArray<keyof Values>): Values {
  const copy: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = copy[field as string];
    if (typeof value === 'string') copy[field as string] = value.trim();
  }
  return copy as Values;
}

/** The react-hook-form resolver for a TypeBox schema, with optional trimming and a confirm rule. */
export function formResolver<S extends TObject>(
  schema: S,
  options: FormResolverOptions<Static<S>> = {},
): Resolver<Static<S>> {
  // Form schemas have no transforms, so the decoded values are the static ones.
  const base = typeboxResolver(schema) as unknown as Resolver<Static<S>>;
  return async (rawValues, context, resolverOptions) => {
    const values = options.trim ? trimFields(rawValues, options.trim) : rawValues;
    const result = await base(values, context, resolverOptions);
    const { match } = options;
    if (!match || values[match.field] === values[match.confirm]) return result;
    const errors: FieldErrors<Static<S>> = { ...(result.errors as FieldErrors<Static<S>>) };
    if (!(match.confirm in errors)) {
      Object.assign(errors, {
        [match.confirm]: { type: 'match', message: localiseFormMessage(match.message) },
      });
    }
    return { values: {}, errors };
  };
}

// Server field messages that are a predicate ("is not correct") need a subject to read as a sentence.
const PREDICATE = /^(is|are|has|have|must|accepts|could|cannot|should|was|were)\b/;

/** "currentPassword" → "current password", "categoryId" → "category": the field as a learner reads it. */
function subjectOf(field: string): string {
  return field
    .replace(/(Id|Url)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** The server's fragment as a sentence that names its subject: "The code is wrong or has expired". */
export function serverFieldMessage(field: string, message: string, subject = subjectOf(field)): string {
  if (PREDICATE.test(message)) return `The ${subject} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * Puts the server's per-field messages (`errors: [{path, message}]`) under the matching inputs,
 * worded with their subject ("The current password is not correct"); `subjects` names a field whose
 * key does not say it. Answers whether any field got one.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<Path<Values>>,
  subjects: Partial<Record<Path<Values>, string>> = {},
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const item of error.errors) {
    const name = item.path
      .replace(/^\/+/, '')
      .replace(/^body\//, '')
      .replace(/\//g, '.');
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message: serverFieldMessage(field, item.message, subjects[field]) });
      applied = true;
    }
  }
  return applied;
}
