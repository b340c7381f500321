import { type Static, Type } from '@sinclair/typebox';
import { Envelope } from './common.js';
import { Locale } from './locales.js';

export const CurrencyCode = Type.Union([Type.Literal('USD'), Type.Literal('GBP'), Type.Literal('EUR')]);
export type CurrencyCode = Static<typeof CurrencyCode>;

export const Settings = Type.Object({
  siteName: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  contactEmail: Type.String(),
  social: Type.Record(Type.String(), Type.String()),
  currency: Type.Object({
    default: Type.Literal('USD'),
    symbols: Type.Object({ USD: Type.String(), GBP: Type.String(), EUR: Type.String() }),
    rates: Type.Object({ GBP: Type.Number(), EUR: Type.Number() }),
  }),
  payment: Type.Object({
    provider: Type.Union([Type.Literal('stripe'), Type.Literal('sandbox')]),
    publishableKey: Type.Optional(Type.String()),
  }),
  auth: Type.Object({ googleClientId: Type.Union([Type.String(), Type.Null()]) }),
  /** Days after a purchase in which its learner may ask for a refund; 0: no refunds on request. */
  refundWindowDays: Type.Integer(),
  /** The languages the site speaks, the default first (ARCHITECTURE §9 "Languages"). */
  locales: Type.Array(Locale),
});
export type Settings = Static<typeof Settings>;
export const SettingsResponse = Envelope(Settings);
