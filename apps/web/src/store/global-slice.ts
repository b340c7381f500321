import type { CurrencyCode } from '@coursewise/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY } from '../lib/currency';

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

export const globalSlice = createSlice({
  name: 'global',
  initialState: initialGlobalState,
  reducers: {
    incrementCounter(state) {
      state.counter += 1;
    },
    toggleProfileSidebar(state) {
      state.openProfileSidebar = !state.openProfileSidebar;
    },
    setProfileSidebar(state, action: PayloadAction<boolean>) {
      state.openProfileSidebar = action.payload;
    },
    setCurrency(state, action: PayloadAction<CurrencyCode>) {
      state.currency = action.payload;
    },
  },
});

export const { incrementCounter, toggleProfileSidebar, setProfileSidebar, setCurrency } = globalSlice.actions;
