import { rateChangeNeedsConfirming, rateLimits } from '@coursewise/contract';
import { Type } from '@sinclair/typebox';
import type { Locale } from '../../i18n/locales';
import { formatMoney } from '../../lib/currency';
import type { Translate } from '../lib/locale-text';

export const RATE_CODES = ['GBP', 'EUR'] as const;
export type RateCode = (typeof RATE_CODES)[number];
/** The rates as typed: text, kept exactly (never clamped or rounded), read as numbers on save. */
export type TypedRates = Record<RateCode, string>;

/** The course price whose cost the rate inputs and the confirmation show: $19.99. */
export const SAMPLE_CENTS = 1999;

/** A plain decimal ("0.79", "1", "-1"); the range is checked by `rateRangeError`, naming the currency. */
export const typedRate = (_: Translate) =>
  Type.String({
    pattern: '^\\s*-?(\\d+(\\.\\d+)?|\\.\\d+)\\s*$',
    errorMessage: _('console.settings.error.rateNumber'),
  });

/** The typed rate as a number, or null when it is not a plain decimal. */
export function readRate(typed: string): number | null {
  return /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/.test(typed) ? Number(typed) : null;
}

/** Whether the typed rate is a number outside the contract's range (not a number at all is not). */
export function isRateOutOfRange(typed: string): boolean {
  const rate = readRate(typed);
  return rate !== null && (rate < rateLimits.min || rate > rateLimits.max);
}

/** A rate as the locale writes it ("0,79" in German), every decimal kept; English as typed ("0.79"). */
export function formatRate(rate: number, locale: Locale): string {
  return locale === 'en' ? String(rate) : rate.toLocaleString(locale, { maximumFractionDigits: 10 });
}

/** The contract's range, said with the currency (null when within it or not a number at all). */
export function rateRangeError(_: Translate, locale: Locale, code: RateCode, typed: string): string | null {
  if (!isRateOutOfRange(typed)) return null;
  return _('console.settings.error.rateRange', {
    min: formatRate(rateLimits.min, locale),
    max: formatRate(rateLimits.max, locale),
    code,
  });
}

/** What the sample course costs at `rate`: "£15.79" ("15,79 £" in German). */
export function samplePrice(code: RateCode, rate: number, locale: Locale): string {
  return formatMoney(Math.round(SAMPLE_CENTS * rate), code, null, locale);
}

/** The sample course's price in US dollars: "$19.99" ("19,99 $" in German). */
export function sampleDollars(locale: Locale): string {
  return formatMoney(SAMPLE_CENTS, 'USD', null, locale);
}

/** The rates that differ from the stored ones, as numbers (only valid typed rates are compared). */
export function changedRates(
  typed: TypedRates,
  stored: Record<RateCode, number>,
): Partial<Record<RateCode, number>> {
  const changed: Partial<Record<RateCode, number>> = {};
  for (const code of RATE_CODES) {
    const rate = readRate(typed[code]);
    if (rate !== null && rate !== stored[code]) changed[code] = rate;
  }
  return changed;
}

/** A rate's change as a signed percentage with one decimal: "+25.3 %" ("+25,3 %" in German). */
function changePercent(from: number, to: number, locale: Locale): string {
  if (locale === 'en') return `${to > from ? '+' : ''}${((to / from - 1) * 100).toFixed(1)} %`;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(to / from - 1);
}

/**
 * One sentence per rate moving beyond ±20 %, for the confirmation: "GBP: 0.79 → 0.99 (+25.3 %).
 * A $19.99 course will cost £19.79 instead of £15.79." Empty when no change needs confirming.
 */
export function rateChangeWarnings(
  _: Translate,
  locale: Locale,
  next: Partial<Record<RateCode, number>>,
  stored: Record<RateCode, number>,
): string[] {
  const lines: string[] = [];
  for (const code of RATE_CODES) {
    const to = next[code];
    const from = stored[code];
    if (to === undefined || !rateChangeNeedsConfirming(from, to)) continue;
    lines.push(
      _('console.settings.rates.warning', {
        code,
        from: formatRate(from, locale),
        to: formatRate(to, locale),
        percent: changePercent(from, to, locale),
        sample: sampleDollars(locale),
        after: samplePrice(code, to, locale),
        before: samplePrice(code, from, locale),
      }),
    );
  }
  return lines;
}
