import { rateChangeNeedsConfirming, rateLimits } from '@coursewise/contract';
import { Type } from '@sinclair/typebox';
import { formatMoney } from '../../lib/currency';

export const RATE_CODES = ['GBP', 'EUR'] as const;
export type RateCode = (typeof RATE_CODES)[number];
/** The rates as typed: text, kept exactly (never clamped or rounded), read as numbers on save. */
export type TypedRates = Record<RateCode, string>;

/** The course price whose cost the rate inputs and the confirmation show: $19.99. */
export const SAMPLE_CENTS = 1999;

/** A plain decimal ("0.79", "1", "-1"); the range is checked by `rateRangeError`, naming the currency. */
export const typedRate = Type.String({
  pattern: '^\\s*-?(\\d+(\\.\\d+)?|\\.\\d+)\\s*$',
  errorMessage: 'Enter the rate as a number, e.g. 0.79',
});

/** The typed rate as a number, or null when it is not a plain decimal. */
export function readRate(typed: string): number | null {
  return /^\s*-?(\d+(\.\d+)?|\.\d+)\s*$/.test(typed) ? Number(typed) : null;
}

/** The contract's range, said with the currency (null when within it or not a number at all). */
export function rateRangeError(code: RateCode, typed: string): string | null {
  const rate = readRate(typed);
  if (rate === null || (rate >= rateLimits.min && rate <= rateLimits.max)) return null;
  return `Use a rate from ${rateLimits.min} to ${rateLimits.max} ${code} per US dollar`;
}

/** What the sample course costs at `rate`: "£15.79". */
export function samplePrice(code: RateCode, rate: number): string {
  return formatMoney(Math.round(SAMPLE_CENTS * rate), code);
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

/**
 * One sentence per rate moving beyond ±20 %, for the confirmation: "GBP: 0.79 → 0.99 (+25.3 %).
 * A $19.99 course will cost £19.79 instead of £15.79." Empty when no change needs confirming.
 */
export function rateChangeWarnings(
  next: Partial<Record<RateCode, number>>,
  stored: Record<RateCode, number>,
): string[] {
  const lines: string[] = [];
  for (const code of RATE_CODES) {
    const to = next[code];
    const from = stored[code];
    if (to === undefined || !rateChangeNeedsConfirming(from, to)) continue;
    const percent = `${to > from ? '+' : ''}${((to / from - 1) * 100).toFixed(1)} %`;
    lines.push(
      `${code}: ${from} → ${to} (${percent}). A $19.99 course will cost ${samplePrice(code, to)} instead of ${samplePrice(code, from)}.`,
    );
  }
  return lines;
}
