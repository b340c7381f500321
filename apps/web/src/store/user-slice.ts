import type { Settings, User } from '@coursewise/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    profileRequested(state) {
      state.isLoading = true;
    },
    setUser(state, action: PayloadAction<User>) {
      state.userData = action.payload;
      state.isLoggedIn = true;
      state.isLoading = false;
    },
    clearUser(state) {
      state.userData = null;
      state.isLoggedIn = false;
      state.isLoading = false;
    },
    setSettings(state, action: PayloadAction<Settings>) {
      state.settingsData = action.payload;
    },
  },
});

export const { profileRequested, setUser, clearUser, setSettings } = userSlice.actions;
