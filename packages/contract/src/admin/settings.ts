import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { SellerDetails, SellerDetailsUpdate } from '../billing.js';
import { Envelope } from '../common.js';
import { limits } from '../limits.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** The social networks the site links to, each an https address. */
export const socialNetworks = [
  'facebook',
  'x',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'github',
] as const;

/**
 * A currency's rate per US dollar: within a factor of ten of parity, which no real GBP or EUR rate has
 * left (GBP 0.47–0.96, EUR 0.63–1.21 since 1999), while a dropped or extra digit (0, 1000) is refused.
 */
export const rateLimits = { min: 0.1, max: 10 } as const;

/** A rate moving by more than this share of its value is saved only with `confirmRateChange`. */
export const rateChangeLimit = 0.2;

/** Whether moving a rate from `from` to `to` is beyond ±20 % and so needs the admin's confirmation. */
export function rateChangeNeedsConfirming(from: number, to: number): boolean {
  if (from <= 0) return from !== to;
  // A little slack so exactly 20 % (0.79 → 0.948) is not refused by a rounding error.
  return Math.abs(to / from - 1) > rateChangeLimit + 1e-9;
}

/**
 * Site settings as the admin sees them. Payment secrets are write-only: the answer says whether each
 * is stored, never its value. `payment.provider` is what checkouts use now (Stripe keys in the
 * environment win over stored ones; stored keys apply from the next start, see docs/operations.md).
 */
export const AdminSettings = Type.Object({
  siteName: Type.String(),
  logoUrl: Nullable(Type.String()),
  contactEmail: Type.String(),
  social: Type.Record(Type.String(), Type.String()),
  currency: Type.Object({
    default: Type.Literal('USD'),
    rates: Type.Object({ GBP: Type.Number(), EUR: Type.Number() }),
  }),
  payment: Type.Object({
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    /** Where the running provider's keys come from. */
    keysFrom: Type.Union([Type.Literal('environment'), Type.Literal('settings'), Type.Literal('none')]),
    publishableKey: Nullable(Type.String()),
    secretKeySet: Type.Boolean(),
    webhookSecretSet: Type.Boolean(),
  }),
  /** Days after a purchase in which a refund may be requested; 0: none on request. */
  refundWindowDays: Type.Integer(),
  /** A request from a learner who completed fewer than this % of the chapters is refunded at once. */
  refundAutoBelowPercent: Type.Integer(),
  /** Percent of a sale's gross (after discounts) paid to the course's instructor; the rest is the platform's fee. */
  instructorShare: Type.Integer(),
  /** Printed on invoices; empty by default (the invoice then names the site and its contact address). */
  seller: SellerDetails,
});
export type AdminSettings = Static<typeof AdminSettings>;
export const AdminSettingsResponse = Envelope(AdminSettings);

const Rate = Type.Number({ minimum: rateLimits.min, maximum: rateLimits.max });
const HttpsUrl = Type.String({ maxLength: 500, pattern: '^https://[^\\s/]+\\.[^\\s]+$' });

/** `PUT admin/settings`: any subset; a `null` key removes the stored one. */
export const SettingsUpdateBody = Type.Object(
  {
    siteName: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    logoUrl: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 500, pattern: '^(/(?![/\\\\])|https://)\\S*$' })),
    ),
    contactEmail: Type.Optional(Type.String({ format: 'email', maxLength: limits.emailMax })),
    social: Type.Optional(
      Type.Object(Object.fromEntries(socialNetworks.map((name) => [name, Type.Optional(HttpsUrl)])), strict),
    ),
    currency: Type.Optional(
      Type.Object(
        {
          rates: Type.Object(
            { GBP: Type.Optional(Rate), EUR: Type.Optional(Rate) },
            { ...strict, minProperties: 1 },
          ),
          /** The admin saw and accepted a change beyond ±20 % (else 409 `RATE_CHANGE_UNCONFIRMED`). */
          confirmRateChange: Type.Optional(Type.Boolean()),
        },
        strict,
      ),
    ),
    payment: Type.Optional(
      Type.Object(
        {
          publishableKey: Type.Optional(
            Nullable(Type.String({ maxLength: 255, pattern: '^pk_(test|live)_[A-Za-z0-9]+$' })),
          ),
          secretKey: Type.Optional(
            Nullable(Type.String({ maxLength: 255, pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]+$' })),
          ),
          webhookSecret: Type.Optional(
            Nullable(Type.String({ maxLength: 255, pattern: '^whsec_[A-Za-z0-9]+$' })),
          ),
        },
        { ...strict, minProperties: 1 },
      ),
    ),
    refundWindowDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365 })),
    refundAutoBelowPercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    instructorShare: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    seller: Type.Optional(SellerDetailsUpdate),
  },
  { ...strict, minProperties: 1 },
);
export type SettingsUpdateBody = Static<typeof SettingsUpdateBody>;
