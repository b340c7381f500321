import type { CurrencyCode } from '@coursewise/contract';
import { useDispatch, useSelector } from 'react-redux';
import { combineReducers, legacy_createStore } from 'redux';
import { readCurrencyPreference } from '../lib/currency-preference';
import { hasToken } from '../lib/session';
import { globalReducer, initialGlobalState } from './global-slice';
import { initialUserState, userReducer } from './user-slice';

/**
 * What the store starts from: whether a session cookie came with the page and the display currency.
 * The browser reads both itself; a server render passes the request's, so both sides start alike.
 */
export interface StoreStart {
  hasSession: boolean;
  currency: CurrencyCode;
}

export const browserStoreStart = (): StoreStart => ({
  hasSession: hasToken(),
  currency: readCurrencyPreference(),
});

const rootReducer = combineReducers({ user: userReducer, global: globalReducer });

/**
 * The app's store, on plain Redux (`legacy_createStore` is Redux's own createStore under the name that
 * nudges toward Redux Toolkit's `configureStore`, whose middleware this app does not use: see
 * docs/decisions.md, "The home route's budget").
 */
export function createStore(start: StoreStart = browserStoreStart()) {
  return legacy_createStore(rootReducer, {
    // With a token the profile is about to be fetched: start as loading so guards wait for it.
    user: { ...initialUserState, isLoading: start.hasSession },
    // The display currency the visitor chose on an earlier visit.
    global: { ...initialGlobalState, currency: start.currency },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectUser = (state: RootState) => state.user.userData;
export const selectIsLoggedIn = (state: RootState) => state.user.isLoggedIn;
export const selectSettings = (state: RootState) => state.user.settingsData;
export const selectCurrency = (state: RootState) => state.global.currency;
