import { type Static, Type } from '@sinclair/typebox';
import { billingLimits, countryCodes } from './billing-rules.js';

export { billingLimits, countryCodes };

/** Some text that is not only spaces. */
const Filled = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** Up to `addressLinesMax` lines (a line feed per line break; no other control characters). */
export const PostalAddress = Type.String({
  minLength: 1,
  maxLength: billingLimits.addressMax,
  pattern: `^(?=[\\s\\S]*\\S)[^\\n\\u0000-\\u0009\\u000b-\\u001f]*(\\n[^\\n\\u0000-\\u0009\\u000b-\\u001f]*){0,${billingLimits.addressLinesMax - 1}}$`,
});

const TaxId = Type.String({
  minLength: 1,
  maxLength: billingLimits.taxIdMax,
  pattern: '^[A-Za-z0-9 .\\-/]+$',
});

/** Who an invoice is made out to, given at checkout (a person or a company). */
export const BillingDetails = Type.Object(
  {
    name: Filled(billingLimits.nameMax),
    address: PostalAddress,
    // A pattern rather than 249 literals, so a refusal reads "has an invalid format", not the list.
    country: Type.String({
      minLength: 2,
      maxLength: 2,
      pattern: `^(${countryCodes.join('|')})$`,
      description: 'An ISO 3166-1 alpha-2 code, upper case (GB, DE, US…)',
    }),
    taxId: Type.Optional(TaxId),
  },
  { additionalProperties: false },
);
export type BillingDetails = Static<typeof BillingDetails>;

/** The school as its invoices name it; empty fields print the site name and contact address instead. */
export const SellerDetails = Type.Object({
  legalName: Type.String(),
  address: Type.String(),
  taxId: Type.String(),
});
export type SellerDetails = Static<typeof SellerDetails>;

/** `PUT admin/settings` `seller`: any subset; an empty string clears a field. */
export const SellerDetailsUpdate = Type.Object(
  {
    legalName: Type.Optional(Type.String({ maxLength: billingLimits.nameMax })),
    address: Type.Optional(Type.Union([Type.Literal(''), PostalAddress])),
    taxId: Type.Optional(Type.Union([Type.Literal(''), TaxId])),
  },
  { additionalProperties: false, minProperties: 1 },
);
