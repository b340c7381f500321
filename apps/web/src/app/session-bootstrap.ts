import { PROFILE_FETCH_ERROR } from '../components/notification-listener';
import { getProfile } from '../features/account/api/get-profile';
import { getSettings } from '../features/settings/api/get-settings';
import { isApiError } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { hasToken, markTokenCheck, removeToken, takeNoticeAfterReload } from '../lib/session';
import type { AppStore } from '../store';
import { clearUser, profileRequested, setSettings, setUser } from '../store/user-slice';

/** Spec §4: with a token cookie, fetch the profile; on failure clear the user and say so. */
export async function loadProfile(store: AppStore): Promise<void> {
  if (!hasToken()) return;
  store.dispatch(profileRequested());
  markTokenCheck(true);
  try {
    store.dispatch(setUser(await getProfile()));
  } catch (error) {
    store.dispatch(clearUser());
    // A refused token has been forgotten already, and the app says once that the session ended.
    if (isApiError(error) && error.status === 401) return;
    // Another refusal: forget the token too. A network failure keeps it, so a reload can recover.
    if (isApiError(error) && error.status > 0) removeToken();
    notify.error(PROFILE_FETCH_ERROR);
  } finally {
    markTokenCheck(false);
  }
}

/** Loads the site settings (name, currencies, sign-in options) into the user state. */
export async function loadSettings(store: AppStore): Promise<void> {
  try {
    store.dispatch(setSettings(await getSettings()));
  } catch {
    // The shell works without settings (defaults apply); pages that need them say so themselves.
  }
}

export function bootstrapSession(store: AppStore): void {
  // A confirmation from the page before the full navigation ("You have signed out"); the bus keeps
  // it until the toast listener mounts.
  const notice = takeNoticeAfterReload();
  if (notice) notify.success(notice);
  // Settings the server wrote into the page (app/initial-data.ts) are not fetched again.
  if (!store.getState().user.settingsData) void loadSettings(store);
  // Nor the profile of a learner the page was answered for (the player's first paint).
  if (!store.getState().user.userData) void loadProfile(store);
}
