import type { CurrencyCode } from '@coursewise/contract';
import type { UnknownAction } from 'redux';
import { DEFAULT_CURRENCY } from '../lib/currency';
import { createAction } from './action';

/**
 * The spec's global state: a counter and the profile sidebar (the mobile menu) toggle, plus the
 * visitor's display currency (kept across visits by `hooks/use-currency`).
 */
export interface GlobalState {
  counter: number;
  openProfileSidebar: boolean;
  currency: CurrencyCode;
}

export const initialGlobalState: GlobalState = {
  counter: 0,
  openProfileSidebar: false,
  currency: DEFAULT_CURRENCY,
};

// A plain reducer, as in user-slice.ts: no Immer in the entry chunk.
export const incrementCounter = createAction('global/incrementCounter');
export const toggleProfileSidebar = createAction('global/toggleProfileSidebar');
export const setProfileSidebar = createAction<boolean>('global/setProfileSidebar');
export const setCurrency = createAction<CurrencyCode>('global/setCurrency');

export function globalReducer(state: GlobalState = initialGlobalState, action: UnknownAction): GlobalState {
  if (incrementCounter.match(action)) return { ...state, counter: state.counter + 1 };
  if (toggleProfileSidebar.match(action)) return { ...state, openProfileSidebar: !state.openProfileSidebar };
  if (setProfileSidebar.match(action)) return { ...state, openProfileSidebar: action.payload };
  if (setCurrency.match(action)) return { ...state, currency: action.payload };
  return state;
}
