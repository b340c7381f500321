import { useLingui } from '@lingui/react';
import { Badge, NativeSelect, type NativeSelectProps } from '@mantine/core';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import type { Translate } from '../lib/locale-text';

/**
 * The languages content is written in (issue 26): FAQs and help articles each have one, a CMS page has
 * its words per language. The console keeps the chosen one in the address (`?locale=fr`).
 */
export const LOCALE_PARAM = 'locale';

/** The `?locale=` of the address, when it names one of the four. */
export function useLocaleParam(): [
  Locale | undefined,
  (locale: Locale | undefined, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(LOCALE_PARAM);
  const set = (locale: Locale | undefined, options?: NavigateOptions) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (locale) next.set(LOCALE_PARAM, locale);
      else next.delete(LOCALE_PARAM);
      return next;
    }, options);
  return [isLocale(raw) ? raw : undefined, set];
}

/** `?locale=` of a CMS page's read or write: none for the default language (its own page). */
export const localeQuery = (locale: Locale): { locale?: Locale } =>
  locale === DEFAULT_LOCALE ? {} : { locale };

/** A language as the admin's own language names it inside a sentence ("French", "francés"). */
export const languageName = (_: Translate, locale: Locale) => _('console.content.language.name', { locale });

/** The language an item is written in, named in itself. */
export function LanguageBadge({ locale }: { locale: Locale }) {
  return (
    <Badge variant="outline" color="gray" lang={locale} tt="none">
      {LOCALE_NAMES[locale]}
    </Badge>
  );
}

/** The four languages named in themselves, as `<option>`s (each marked with its language). */
export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NAMES[locale]}
    </option>
  ));
}

/** A list's language filter, kept in the address; "All languages" clears it. */
export function LanguageFilter({ value, onChange }: { value?: Locale; onChange: (locale?: Locale) => void }) {
  const { _ } = useLingui();
  return (
    <NativeSelect
      label={_('console.content.language.label')}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(isLocale(next) ? next : undefined);
      }}
      w={220}
    >
      <option value="">{_('console.content.language.all')}</option>
      <LocaleOptions />
    </NativeSelect>
  );
}

/** A form's language field (a native select of the four). */
export function LanguageField(props: Omit<NativeSelectProps, 'label' | 'data' | 'children'>) {
  const { _ } = useLingui();
  return (
    <NativeSelect label={_('console.content.language.label')} {...props}>
      <LocaleOptions />
    </NativeSelect>
  );
}
