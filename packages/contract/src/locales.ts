import { type Static, Type } from '@sinclair/typebox';

/** The languages Coursewise speaks (ARCHITECTURE §9 "Languages"); the first is the default. */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;

export const Locale = Type.Union([
  Type.Literal('en'),
  Type.Literal('es'),
  Type.Literal('fr'),
  Type.Literal('de'),
]);
export type Locale = Static<typeof Locale>;

export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value is one of the four locale codes (exactly, lower case). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
