import type { Resolver } from 'react-hook-form';
import type { CardFormValues } from './card-values';

// The checks bring TypeBox, its compiler and the contract's schemas (~50 kB gzip): the checkout's
// first screen does not need them, so they load at the first focus or submit, not with the page.
let cardForm: Promise<typeof import('./card-form')> | null = null;

/** Starts loading the card checks (once); the form calls it when the learner reaches a field. */
export function loadCardChecks(): Promise<typeof import('./card-form')> {
  cardForm ??= import('./card-form');
  return cardForm;
}

/** `cardResolver`, loaded on its first use. */
export const lazyCardResolver: Resolver<CardFormValues> = async (values, context, options) =>
  (await loadCardChecks()).cardResolver(values, context, options);
