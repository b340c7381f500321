import { LOCALES, type SellerDetails, type Settings } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import type { Rates } from '../../lib/currency.js';
import { readAllSettings, writeSetting } from './settings.repository.js';

/** What operators can change (stored as JSON per key); everything else comes from configuration. */
export interface EditableSettings {
  siteName: string;
  logoUrl: string | null;
  contactEmail: string;
  social: Record<string, string>;
  rates: Rates;
  /** Days after a purchase in which its learner may ask for a refund; 0: no refunds on request. */
  refundWindowDays: number;
  /** A request from a learner below this % of the course's chapters completed is refunded at once. */
  refundAutoBelowPercent: number;
  /** Percent of a sale's gross paid to its instructor (an instructor's own override wins). */
  instructorShare: number;
  /** Printed on invoices; empty fields print the site name and contact address instead. */
  seller: SellerDetails;
}

export const defaultSettings: EditableSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@coursewise.local',
  social: {},
  rates: { GBP: 0.79, EUR: 0.92 },
  refundWindowDays: 30,
  refundAutoBelowPercent: 30,
  instructorShare: 70,
  seller: { legalName: '', address: '', taxId: '' },
};

function parse<K extends keyof EditableSettings>(stored: Map<string, string>, key: K): EditableSettings[K] {
  const raw = stored.get(key);
  if (raw === undefined) return defaultSettings[key];
  try {
    return JSON.parse(raw) as EditableSettings[K];
  } catch {
    return defaultSettings[key];
  }
}

/** The stored settings over the defaults; pass a transaction to read them inside it. */
export async function getEditableSettings(db: Executor): Promise<EditableSettings> {
  const stored = await readAllSettings(db);
  return {
    siteName: parse(stored, 'siteName'),
    logoUrl: parse(stored, 'logoUrl'),
    contactEmail: parse(stored, 'contactEmail'),
    social: parse(stored, 'social'),
    rates: parse(stored, 'rates'),
    refundWindowDays: parse(stored, 'refundWindowDays'),
    refundAutoBelowPercent: parse(stored, 'refundAutoBelowPercent'),
    instructorShare: parse(stored, 'instructorShare'),
    seller: { ...defaultSettings.seller, ...parse(stored, 'seller') },
  };
}

/** Saves the given settings together (in one transaction, or in the caller's). */
export async function saveSettings(db: Executor, changes: Partial<EditableSettings>): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) await writeSetting(trx, key, JSON.stringify(value), now);
    }
  });
}

/** The conversion rates the server prices with (checkout reads them inside its transaction). */
export async function getCurrencyRates(db: Executor): Promise<Rates> {
  return (await getEditableSettings(db)).rates;
}

/** The public site settings: stored values over defaults, plus the deployment's payment and sign-in options. */
export async function getSettings(ctx: AppContext): Promise<Settings> {
  const { stripe, google } = ctx.config;
  const editable = await getEditableSettings(ctx.db);
  const useStripe = Boolean(stripe.secretKey && stripe.publishableKey);
  return {
    siteName: editable.siteName,
    logoUrl: editable.logoUrl,
    contactEmail: editable.contactEmail,
    social: editable.social,
    currency: { default: 'USD', symbols: { USD: '$', GBP: '£', EUR: '€' }, rates: editable.rates },
    payment: useStripe
      ? { provider: 'stripe', publishableKey: stripe.publishableKey ?? undefined }
      : { provider: 'sandbox' },
    auth: { googleClientId: google.clientId },
    refundWindowDays: editable.refundWindowDays,
    locales: [...LOCALES],
  };
}
