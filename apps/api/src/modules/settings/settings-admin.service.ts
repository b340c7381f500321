import type { AdminSettings, SellerDetails, SettingsUpdateBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { readAllSettings, writeSetting } from './settings.repository.js';
import { getEditableSettings, saveSettings } from './settings.service.js';
import { describeChanges, refuseUnconfirmedRateChange } from './settings-changes.js';

/** Stored Stripe keys, each under its own key of `site_settings`; never part of the public settings. */
const paymentKeys = {
  publishableKey: 'payment.publishableKey',
  secretKey: 'payment.secretKey',
  webhookSecret: 'payment.webhookSecret',
} as const;
type PaymentKeyName = keyof typeof paymentKeys;

async function readPaymentKeys(db: Executor): Promise<Record<PaymentKeyName, string | null>> {
  const stored = await readAllSettings(db);
  const read = (name: PaymentKeyName): string | null => {
    const raw = stored.get(paymentKeys[name]);
    if (raw === undefined) return null;
    try {
      const value = JSON.parse(raw) as unknown;
      return typeof value === 'string' && value ? value : null;
    } catch {
      return null;
    }
  };
  return {
    publishableKey: read('publishableKey'),
    secretKey: read('secretKey'),
    webhookSecret: read('webhookSecret'),
  };
}

/**
 * The configuration with Stripe keys stored by an admin filled in where the environment sets none.
 * Called once at start: the payment provider is built from it, so stored keys apply from the next
 * start, and keys in the environment always win.
 */
export async function withStoredPaymentKeys(db: Executor, config: Config): Promise<Config> {
  if (config.stripe.secretKey || config.stripe.publishableKey) return config;
  const stored = await readPaymentKeys(db);
  if (!stored.secretKey || !stored.publishableKey) return config;
  return {
    ...config,
    stripe: {
      ...config.stripe,
      secretKey: stored.secretKey,
      publishableKey: stored.publishableKey,
      webhookSecret: config.stripe.webhookSecret ?? stored.webhookSecret,
    },
  };
}

/** The seller's details with the given fields changed, each trimmed (an address line by line). */
function sellerAfter(current: SellerDetails, update: SettingsUpdateBody['seller']): SellerDetails {
  const address = update?.address
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return {
    legalName: update?.legalName?.trim() ?? current.legalName,
    address: address ?? current.address,
    taxId: update?.taxId?.trim() ?? current.taxId,
  };
}

/** The settings as the admin edits them; secrets only as "set" or not. */
export async function getAdminSettings(ctx: Pick<AppContext, 'db' | 'config'>): Promise<AdminSettings> {
  const [editable, stored] = await Promise.all([getEditableSettings(ctx.db), readPaymentKeys(ctx.db)]);
  const running = ctx.config.stripe;
  const useStripe = Boolean(running.secretKey && running.publishableKey);
  const keysFrom = !useStripe ? 'none' : running.secretKey === stored.secretKey ? 'settings' : 'environment';
  return {
    siteName: editable.siteName,
    logoUrl: editable.logoUrl,
    contactEmail: editable.contactEmail,
    social: editable.social,
    currency: { default: 'USD', rates: editable.rates },
    payment: {
      provider: useStripe ? 'stripe' : 'sandbox',
      keysFrom,
      publishableKey: stored.publishableKey ?? running.publishableKey,
      secretKeySet: Boolean(stored.secretKey),
      webhookSecretSet: Boolean(stored.webhookSecret),
    },
    refundWindowDays: editable.refundWindowDays,
    refundAutoBelowPercent: editable.refundAutoBelowPercent,
    instructorShare: editable.instructorShare,
    seller: editable.seller,
  };
}

/**
 * Saves any subset of the settings in one transaction with its audit entry (old → new for each
 * setting that changed, Stripe keys masked), then drops the public answers that could show the old
 * values. A rate moving beyond ±20 % needs `currency.confirmRateChange` (else 409, nothing saved).
 */
export async function updateSettings(
  ctx: Pick<AppContext, 'db' | 'config' | 'effects'>,
  actorId: string,
  body: SettingsUpdateBody,
): Promise<AdminSettings> {
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const current = await getEditableSettings(trx);
    const keysBefore = await readPaymentKeys(trx);
    const newRates = body.currency?.rates;
    if (newRates)
      refuseUnconfirmedRateChange(current.rates, newRates, body.currency?.confirmRateChange === true);
    const social = body.social
      ? Object.fromEntries(
          Object.entries(body.social).filter((entry): entry is [string, string] => Boolean(entry[1])),
        )
      : undefined;
    const changes = {
      siteName: body.siteName?.trim(),
      logoUrl: body.logoUrl,
      contactEmail: body.contactEmail?.trim(),
      social,
      rates: newRates ? { ...current.rates, ...newRates } : undefined,
      refundWindowDays: body.refundWindowDays,
      refundAutoBelowPercent: body.refundAutoBelowPercent,
      instructorShare: body.instructorShare,
      seller: body.seller ? sellerAfter(current.seller, body.seller) : undefined,
    };
    await saveSettings(trx, changes);
    const now = nowIso();
    const keysAfter: Record<string, string | null | undefined> = {};
    for (const name of Object.keys(paymentKeys) as PaymentKeyName[]) {
      const value = body.payment?.[name];
      if (value === undefined) continue;
      await writeSetting(trx, paymentKeys[name], JSON.stringify(value), now);
      keysAfter[name] = value;
    }
    const lines = describeChanges({ before: current, after: changes, keysBefore, keysAfter });
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'settings',
      entityId: null,
      summary: lines.length > 0 ? `Changed settings: ${lines.join('; ')}` : 'Saved settings: nothing changed',
    });
    // Site name and rates show on public catalogue answers.
    uow.invalidateCatalogue();
  });
  return getAdminSettings(ctx);
}
