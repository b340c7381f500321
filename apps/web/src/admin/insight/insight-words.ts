import type { InsightPeriod } from '@coursewise/contract';
import type { Locale } from '../../i18n/locales';
import { formatDay, type Translate } from '../lib/locale-text';

/** The periods a range is grouped by, named for the segmented control. */
export const periodChoices = (_: Translate): { value: InsightPeriod; label: string }[] => [
  { value: 'day', label: _('console.insight.period.day') },
  { value: 'week', label: _('console.insight.period.week') },
  { value: 'month', label: _('console.insight.period.month') },
];

/** "2026-03-01 to 2026-04-30 (UTC)", the days in the locale's writing. */
export const rangeText = (_: Translate, locale: Locale, from: string, to: string) =>
  _('console.dashboard.range', { from: formatDay(from, locale), to: formatDay(to, locale) });
