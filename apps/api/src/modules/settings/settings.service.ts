import type { Settings } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
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
}

export const defaultSettings: EditableSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@coursewise.local',
  social: {},
  rates: { GBP: 0.79, EUR: 0.92 },
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

export async function getEditableSettings(ctx: AppContext): Promise<EditableSettings> {
  const stored = await readAllSettings(ctx.db);
  return {
    siteName: parse(stored, 'siteName'),
    logoUrl: parse(stored, 'logoUrl'),
    contactEmail: parse(stored, 'contactEmail'),
    social: parse(stored, 'social'),
    rates: parse(stored, 'rates'),
  };
}

export async function saveSettings(ctx: AppContext, changes: Partial<EditableSettings>): Promise<void> {
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) await writeSetting(trx, key, JSON.stringify(value), now);
    }
  });
}

export async function getCurrencyRates(ctx: AppContext): Promise<Rates> {
  return (await getEditableSettings(ctx)).rates;
}

/** The public site settings: stored values over defaults, plus the deployment's payment and sign-in options. */
export async function getSettings(ctx: AppContext): Promise<Settings> {
  const { stripe, google } = ctx.config;
  const editable = await getEditableSettings(ctx);
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
  };
}
