import { type Static, Type } from '@sinclair/typebox';

/**
 * The officially assigned ISO 3166-1 alpha-2 codes (249). The web names them with `Intl.DisplayNames`,
 * so the list carries codes only.
 */
export const countryCodes = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Lengths of the invoice's free-text fields, the same on the checkout form and the server. */
export const billingLimits = {
  nameMax: 200,
  addressMax: 500,
  /** An address prints one line per line: a postal address needs no more. */
  addressLinesMax: 8,
  taxIdMax: 50,
} as const;

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
