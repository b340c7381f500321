import { useLingui } from '@lingui/react';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';

interface CmsLanguagePickerProps {
  value: Locale;
  /** The languages besides the default with words of their own (unknown while the page loads). */
  translations?: readonly Locale[];
  onChange: (locale: Locale) => void;
}

/** Which language of a CMS page the form edits: the four named in themselves, and those written. */
export function CmsLanguagePicker({ value, translations, onChange }: CmsLanguagePickerProps) {
  const { _ } = useLingui();
  const activeLocale = useActiveLocale();
  const labelId = useId();
  const written = translations
    ? LOCALES.filter((locale) => locale === DEFAULT_LOCALE || translations.includes(locale))
    : null;
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {_('console.content.language.label')}
      </Text>
      <Group gap="sm">
        <SegmentedControl
          aria-labelledby={labelId}
          value={value}
          onChange={(next) => {
            if (isLocale(next)) onChange(next);
          }}
          data={LOCALES.map((locale) => ({
            value: locale,
            label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
          }))}
        />
        {written ? (
          <Text size="sm" c="dimmed">
            {_('console.content.cms.versions', {
              languages: new Intl.ListFormat(activeLocale, { type: 'conjunction' }).format(
                written.map((locale) => LOCALE_NAMES[locale]),
              ),
            })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
