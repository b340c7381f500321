import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

let current: I18n | undefined;

/**
 * The Lingui the form messages are worded with (`lib/validation.ts`), or undefined before the app's
 * providers have mounted (then they read in English). Kept apart from validation.ts, which brings
 * TypeBox: the providers set it on every page.
 */
export function validationI18n(): I18n | undefined {
  return current;
}

/** Makes the providers' Lingui the one form messages use (a form validates only in the browser). */
export function useValidationLanguage(): void {
  const { i18n } = useLingui();
  useEffect(() => {
    current = i18n;
    return () => {
      if (current === i18n) current = undefined;
    };
  }, [i18n]);
}
