import type { Settings, User } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { createStore } from '.';
import { setCurrency, setProfileSidebar, toggleProfileSidebar } from './global-slice';
import { clearUser, profileRequested, setSettings, setUser } from './user-slice';

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada' } as User;

describe('store', () => {
  it('keeps the signed-in user until sign-out, and says when the profile is loading', () => {
    const store = createStore();
    store.dispatch(profileRequested());
    expect(store.getState().user).toMatchObject({ isLoading: true, isLoggedIn: false });

    store.dispatch(setUser(user));
    expect(store.getState().user).toMatchObject({ userData: user, isLoggedIn: true, isLoading: false });

    store.dispatch(clearUser());
    expect(store.getState().user).toMatchObject({ userData: null, isLoggedIn: false, isLoading: false });
  });

  it('keeps the settings beside the user', () => {
    const store = createStore();
    const settings = { siteName: 'Coursewise' } as Settings;
    store.dispatch(setSettings(settings));
    store.dispatch(setUser(user));
    expect(store.getState().user.settingsData).toBe(settings);
  });

  it('opens, closes and toggles the mobile menu, and keeps the chosen currency', () => {
    const store = createStore();
    store.dispatch(toggleProfileSidebar());
    expect(store.getState().global.openProfileSidebar).toBe(true);
    store.dispatch(setProfileSidebar(false));
    expect(store.getState().global.openProfileSidebar).toBe(false);
    store.dispatch(setCurrency('EUR'));
    expect(store.getState().global).toMatchObject({ currency: 'EUR', openProfileSidebar: false });
  });
});
