import type { Settings, User } from '@coursewise/contract';
import type { UnknownAction } from 'redux';
import { createAction } from './action';

/** The spec's user state: the signed-in learner and the site settings. */
export interface UserState {
  userData: User | null;
  isLoading: boolean;
  isLoggedIn: boolean;
  settingsData: Settings | null;
}

export const initialUserState: UserState = {
  userData: null,
  isLoading: false,
  isLoggedIn: false,
  settingsData: null,
};

// Actions and a plain reducer rather than createSlice, whose Immer would add ~5 kB gzip to every
// page's first download (docs/decisions.md). The action types are the ones createSlice would make.
export const profileRequested = createAction('user/profileRequested');
export const setUser = createAction<User>('user/setUser');
export const clearUser = createAction('user/clearUser');
export const setSettings = createAction<Settings>('user/setSettings');

export function userReducer(state: UserState = initialUserState, action: UnknownAction): UserState {
  if (profileRequested.match(action)) return { ...state, isLoading: true };
  if (setUser.match(action))
    return { ...state, userData: action.payload, isLoggedIn: true, isLoading: false };
  if (clearUser.match(action)) return { ...state, userData: null, isLoggedIn: false, isLoading: false };
  if (setSettings.match(action)) return { ...state, settingsData: action.payload };
  return state;
}
