import type { SandboxCardBody } from '@coursewise/contract';

/**
 * The sandbox card form's values and what it sends, without the schema: the form renders with these
 * alone, and its checks (TypeBox and the contract's schemas, in `card-form.ts`) load when first needed.
 */
export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** What POST course/payment/{id}/confirm receives: the digits only, and the name when one was given. */
export function toCardBody(values: CardFormValues): SandboxCardBody {
  const name = values.name.trim();
  return {
    cardNumber: values.cardNumber.replace(/\s/g, ''),
    expiry: values.expiry,
    cvc: values.cvc,
    ...(name ? { name } : {}),
  };
}
