import { rateChangeLimit, rateChangeNeedsConfirming } from '@coursewise/contract';
import { AppError, type FieldError } from '../../lib/app-error.js';
import { convertCents, type Rates } from '../../lib/currency.js';
import type { EditableSettings } from './settings.service.js';

/** The course price the rate-change question shows its effect on: $19.99. */
const SAMPLE_CENTS = 1999;
const SYMBOLS = { GBP: '£', EUR: '€' } as const;

const money = (cents: number, symbol: string) => `${symbol}${(cents / 100).toFixed(2)}`;

/**
 * Refuses (409 `RATE_CHANGE_UNCONFIRMED`) a rate moving beyond ±20 % unless the admin confirmed it: a
 * typo would otherwise reprice every checkout at once. The message says old → new and what a $19.99
 * course costs before and after, so the console can ask the question in those words.
 */
export function refuseUnconfirmedRateChange(current: Rates, next: Partial<Rates>, confirmed: boolean): void {
  if (confirmed) return;
  const errors: FieldError[] = [];
  for (const code of ['GBP', 'EUR'] as const) {
    const to = next[code];
    const from = current[code];
    if (to === undefined || !rateChangeNeedsConfirming(from, to)) continue;
    const percent = ((to / from - 1) * 100).toFixed(1);
    const sign = to > from ? '+' : '';
    const before = money(convertCents(SAMPLE_CENTS, code, current), SYMBOLS[code]);
    const after = money(Math.round(SAMPLE_CENTS * to), SYMBOLS[code]);
    errors.push({
      path: `currency.rates.${code}`,
      message: `The ${code} rate would change from ${from} to ${to} (${sign}${percent} %): a $19.99 course would cost ${after} instead of ${before}`,
    });
  }
  if (errors.length === 0) return;
  const limit = `${rateChangeLimit * 100} %`;
  const message = `${errors.map((e) => e.message).join('. ')}. A change beyond ${limit} is saved only once confirmed.`;
  throw new AppError('RATE_CHANGE_UNCONFIRMED', message, 409, errors);
}

type Shown = string | number | null | undefined;

/** A value as the log's reader sees it: text quoted and cut, nothing as "none". */
function shown(value: Shown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}…` : value);
}

/** A Stripe key as the log may show it: its kind (`sk_live_`) and at most its last four characters. */
export function maskKey(value: string | null): string | null {
  if (!value) return null;
  const prefix = value.slice(0, value.lastIndexOf('_') + 1);
  const tail = value.length - prefix.length > 12 ? value.slice(-4) : '';
  return `${prefix}…${tail}`;
}

/** What a save changes: settings and payment keys (in clear: masked here) before and after. */
export interface SettingsChange {
  before: EditableSettings;
  after: Partial<EditableSettings>;
  keysBefore: Record<string, string | null>;
  keysAfter: Record<string, string | null | undefined>;
}

/** "rates.GBP 0.79 → 0.99", one line per setting whose value really changed (keys masked). */
export function describeChanges({ before, after, keysBefore, keysAfter }: SettingsChange): string[] {
  const lines: string[] = [];
  const add = (name: string, from: Shown, to: Shown) => {
    if (to === undefined || (from ?? null) === to) return;
    lines.push(`${name} ${shown(from)} → ${shown(to)}`);
  };
  add('siteName', before.siteName, after.siteName);
  add('contactEmail', before.contactEmail, after.contactEmail);
  add('logoUrl', before.logoUrl, after.logoUrl);
  if (after.social) {
    const social = after.social;
    const networks = new Set([...Object.keys(before.social), ...Object.keys(social)]);
    for (const name of networks) add(`social.${name}`, before.social[name], social[name] ?? null);
  }
  for (const code of ['GBP', 'EUR'] as const) add(`rates.${code}`, before.rates[code], after.rates?.[code]);
  add('refundWindowDays', before.refundWindowDays, after.refundWindowDays);
  add('refundAutoBelowPercent', before.refundAutoBelowPercent, after.refundAutoBelowPercent);
  add('instructorShare', before.instructorShare, after.instructorShare);
  for (const field of ['legalName', 'address', 'taxId'] as const)
    add(
      `seller.${field}`,
      before.seller[field] || null,
      after.seller ? after.seller[field] || null : undefined,
    );
  for (const [name, to] of Object.entries(keysAfter)) {
    const from = keysBefore[name] ?? null;
    if (to === undefined || to === from) continue;
    lines.push(`payment.${name} ${shown(maskKey(from))} → ${shown(maskKey(to))}`);
  }
  return lines;
}
