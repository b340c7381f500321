import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec's global state: a counter and the profile sidebar (the mobile menu) toggle. */
export interface GlobalState {
  counter: number;
  openProfileSidebar: boolean;
}

export const initialGlobalState: GlobalState = { counter: 0, openProfileSidebar: false };

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
  },
});

export const { incrementCounter, toggleProfileSidebar, setProfileSidebar } = globalSlice.actions;
