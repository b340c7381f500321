import type { CurrencyCode, InsightPeriod } from '@coursewise/contract';
import { daysBetween } from '../../lib/day-range.js';

/** Days grouped into the insight's periods: a day, an ISO week (from Monday) or a calendar month. */

const DAY_MS = 86_400_000;

/** The first day of the period holding `day` (`2026-03-04` → week `2026-03-02`, month `2026-03-01`). */
export function periodStart(day: string, period: InsightPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const time = Date.parse(`${day}T00:00:00.000Z`);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Each period touching the range, by its first day, in order. */
export function periodStarts(fromDay: string, toDay: string, period: InsightPeriod): string[] {
  return [...new Set(daysBetween(fromDay, toDay).map((day) => periodStart(day, period)))];
}

/** `part ÷ whole` in percent with two decimals, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 10_000) / whole) / 100;

/** An average with two decimals, or null without anything to average. */
export const average = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum * 100) / count) / 100;

/** Adds each day's value into its period; `starts` lists the periods (all zero to begin with). */
export function sumByPeriod<T, R extends { day: string }>(
  starts: string[],
  rows: readonly R[],
  period: InsightPeriod,
  zero: () => T,
  add: (into: T, row: R) => void,
): Map<string, T> {
  const sums = new Map(starts.map((start) => [start, zero()]));
  for (const row of rows) {
    const into = sums.get(periodStart(row.day, period));
    if (into !== undefined) add(into, row);
  }
  return sums;
}

export const currencies: readonly CurrencyCode[] = ['USD', 'GBP', 'EUR'];
export const zeroAmounts = (): Record<CurrencyCode, number> => ({ USD: 0, GBP: 0, EUR: 0 });
