import { SandboxCardBody } from '@coursewise/contract';
import { isExpired, isValidCardNumber, parseExpiry } from '@coursewise/contract/card-rules';
import { type Static, Type } from '@sinclair/typebox';
import type { FieldErrors, Resolver, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors, formResolver, withMessage } from '../../../lib/validation';
import { CARD_MESSAGES } from './card-messages';
import type { CardFormValues } from './card-values';

export { CARD_MESSAGES } from './card-messages';
export type { CardFormValues } from './card-values';

const { cardNumber, expiry, cvc } = SandboxCardBody.properties;

/** The sandbox card form: the contract's limits with messages for people; the name may stay empty. */
export const cardFormSchema = Type.Object({
  cardNumber: withMessage(cardNumber, CARD_MESSAGES.cardNumber),
  expiry: withMessage(expiry, CARD_MESSAGES.expiry),
  cvc: withMessage(cvc, CARD_MESSAGES.cvc),
  name: Type.String({ maxLength: 120 }),
});

// card-values.ts writes the values out by hand (the page loads it without TypeBox): this fails to
// compile if they and the schema part ways.
const valuesMatchSchema: [Static<typeof cardFormSchema>, CardFormValues] extends [
  CardFormValues,
  Static<typeof cardFormSchema>,
]
  ? true
  : false = true;
const schemaResolver: Resolver<CardFormValues> = formResolver(cardFormSchema, { trim: ['name'] });

/**
 * The schema's checks, then the two JSON Schema cannot express: the Luhn checksum and an expiry
 * month not in the past, in UTC (the server checks both again with the same rules).
 */
export const cardResolver: Resolver<CardFormValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<CardFormValues> = { ...(result.errors as FieldErrors<CardFormValues>) };
  if (!errors.cardNumber && !isValidCardNumber(values.cardNumber)) {
    errors.cardNumber = { type: 'luhn', message: CARD_MESSAGES.luhn };
  }
  const parsed = parseExpiry(values.expiry);
  if (!errors.expiry && parsed && isExpired(parsed, new Date())) {
    errors.expiry = { type: 'expired', message: CARD_MESSAGES.expired };
  }
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
};

const FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const satisfies (keyof CardFormValues)[];
void valuesMatchSchema;

/** The server's per-field messages under the card form's inputs. */
export function applyCardFieldErrors(error: unknown, setError: UseFormSetError<CardFormValues>): void {
  applyServerFieldErrors(error, setError, FIELDS);
}
