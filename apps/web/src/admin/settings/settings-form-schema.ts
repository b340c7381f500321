import {
  type AdminSettings,
  billingLimits,
  type SettingsUpdateBody,
  socialNetworks,
} from '@coursewise/contract';
import { type Static, Type } from '@sinclair/typebox';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Locale } from '../../i18n/locales';
import { formResolver, withMessage } from '../../lib/validation';
import type { Translate } from '../lib/locale-text';
import { changedRates, RATE_CODES, rateRangeError, typedRate } from './rates';

const orEmpty = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, message: string) =>
  Type.Union([withMessage(schema, message), Type.Literal('')], { errorMessage: message });

/**
 * The settings form: the contract's limits; empty strings mean "none" (links) or "keep" (secrets). Its
 * own messages are in the page's language.
 */
export const settingsFormSchema = (_: Translate) => {
  const percent = _('console.settings.error.percent');
  const rate = typedRate(_);
  return Type.Object({
    siteName: withMessage(
      Type.String({ minLength: 1, maxLength: 80 }),
      _('console.settings.error.siteName', { max: 80 }),
    ),
    contactEmail: withMessage(Type.String({ format: 'email', maxLength: 254 }), _('shared.validation.email')),
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    social: Type.Object(
      Object.fromEntries(
        socialNetworks.map((name) => [
          name,
          orEmpty(
            Type.String({ maxLength: 500, pattern: '^https://[^\\s/]+\\.[^\\s]+$' }),
            _('console.settings.error.https'),
          ),
        ]),
      ),
    ),
    rates: Type.Object({ GBP: rate, EUR: rate }),
    refundWindowDays: Type.Integer({
      minimum: 0,
      maximum: 365,
      errorMessage: _('console.settings.error.days', { max: 365 }),
    }),
    refundAutoBelowPercent: Type.Integer({ minimum: 0, maximum: 100, errorMessage: percent }),
    instructorShare: Type.Integer({ minimum: 0, maximum: 100, errorMessage: percent }),
    seller: Type.Object({
      legalName: withMessage(
        Type.String({ maxLength: billingLimits.nameMax }),
        _('console.settings.error.atMost', { max: billingLimits.nameMax }),
      ),
      address: withMessage(
        Type.String({ maxLength: billingLimits.addressMax, pattern: '^[^\\n]*(\\n[^\\n]*){0,7}$' }),
        _('console.settings.error.address', {
          max: billingLimits.addressMax,
          lines: billingLimits.addressLinesMax,
        }),
      ),
      taxId: orEmpty(
        Type.String({ maxLength: billingLimits.taxIdMax, pattern: '^[A-Za-z0-9 .\\-/]+$' }),
        _('console.settings.error.taxId', { max: billingLimits.taxIdMax }),
      ),
    }),
    publishableKey: orEmpty(
      Type.String({ maxLength: 255, pattern: '^pk_(test|live)_[A-Za-z0-9]+$' }),
      _('console.settings.error.publishableKey'),
    ),
    secretKey: orEmpty(
      Type.String({ maxLength: 255, pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]+$' }),
      _('console.settings.error.secretKey'),
    ),
    webhookSecret: orEmpty(
      Type.String({ maxLength: 255, pattern: '^whsec_[A-Za-z0-9]+$' }),
      _('console.settings.error.webhookSecret'),
    ),
  });
};
export type SettingsFormValues = Static<ReturnType<typeof settingsFormSchema>>;

/**
 * The schema's checks, then each typed rate's range (a string cannot carry a numeric range), worded in
 * the page's language.
 */
export function settingsResolver(_: Translate, locale: Locale): Resolver<SettingsFormValues> {
  const schemaResolver = formResolver(settingsFormSchema(_), { trim: ['siteName', 'contactEmail'] });
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<SettingsFormValues> = { ...result.errors };
    let refused = false;
    for (const code of RATE_CODES) {
      const message = rateRangeError(_, locale, code, values.rates[code]);
      if (!message || errors.rates?.[code]) continue;
      errors.rates = { ...errors.rates, [code]: { type: 'range', message } };
      refused = true;
    }
    return refused ? { values: {}, errors } : result;
  };
}

/** The form's starting values: secrets are never known, so their fields start empty. */
export function toFormValues(settings: AdminSettings): SettingsFormValues {
  return {
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    logoUrl: settings.logoUrl,
    social: Object.fromEntries(socialNetworks.map((name) => [name, settings.social[name] ?? ''])),
    rates: { GBP: String(settings.currency.rates.GBP), EUR: String(settings.currency.rates.EUR) },
    refundWindowDays: settings.refundWindowDays,
    refundAutoBelowPercent: settings.refundAutoBelowPercent,
    instructorShare: settings.instructorShare,
    seller: { ...settings.seller },
    publishableKey: settings.payment.publishableKey ?? '',
    secretKey: '',
    webhookSecret: '',
  };
}

/**
 * The PUT body: only what differs from `stored` (rates read from what was typed); links left
 * empty are dropped; a secret is sent only when a new one was typed. Empty when nothing changed.
 */
export function toUpdateBody(values: SettingsFormValues, stored: AdminSettings): SettingsUpdateBody {
  const body: SettingsUpdateBody = {};
  if (values.siteName !== stored.siteName) body.siteName = values.siteName;
  if (values.contactEmail !== stored.contactEmail) body.contactEmail = values.contactEmail;
  if (values.logoUrl !== stored.logoUrl) body.logoUrl = values.logoUrl;
  const social = Object.fromEntries(Object.entries(values.social).filter(([, url]) => url !== ''));
  if (!sameEntries(social, stored.social)) body.social = social;
  const rates = changedRates(values.rates, stored.currency.rates);
  if (Object.keys(rates).length > 0) body.currency = { rates };
  if (values.refundWindowDays !== stored.refundWindowDays) body.refundWindowDays = values.refundWindowDays;
  if (values.refundAutoBelowPercent !== stored.refundAutoBelowPercent)
    body.refundAutoBelowPercent = values.refundAutoBelowPercent;
  if (values.instructorShare !== stored.instructorShare) body.instructorShare = values.instructorShare;
  const seller = Object.fromEntries(
    (['legalName', 'address', 'taxId'] as const)
      .map((field) => [field, values.seller[field].trim()] as const)
      .filter(([field, value]) => value !== stored.seller[field]),
  );
  if (Object.keys(seller).length > 0) body.seller = seller;

  const payment: NonNullable<SettingsUpdateBody['payment']> = {};
  const publishableKey = values.publishableKey === '' ? null : values.publishableKey;
  if (publishableKey !== stored.payment.publishableKey) payment.publishableKey = publishableKey;
  if (values.secretKey) payment.secretKey = values.secretKey;
  if (values.webhookSecret) payment.webhookSecret = values.webhookSecret;
  if (Object.keys(payment).length > 0) body.payment = payment;
  return body;
}

function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
