import { accountRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { chooseLocale, readLocaleCookie } from '../../i18n/locale-preference';
import type { Locale } from '../../i18n/locales';
import { call } from '../../lib/api-client';
import { type AppDispatch, useAppDispatch, useAppSelector } from '../../store';
import { setUser } from '../../store/user-slice';

/**
 * A signed-in learner's language follows them (ARCHITECTURE §9: the cookie, then the profile): on a
 * device where no language was chosen, signing in shows the one their profile keeps.
 */
export function useProfileLocale(): void {
  const { i18n } = useLingui();
  const saved = useAppSelector((state) => state.user.userData?.locale ?? null);
  useEffect(() => {
    if (saved && !readLocaleCookie() && saved !== i18n.locale) void chooseLocale(i18n, saved);
  }, [saved, i18n]);
}

/**
 * The language menu's choice: kept in the cookie and shown at once, and for a signed-in learner also
 * on their profile (e-mails and certificates then come in it). A profile that cannot be saved leaves
 * the choice on this device.
 */
export function useChooseLocale(): (locale: Locale) => void {
  const { i18n } = useLingui();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) =>
    state.user.isLoggedIn ? (state.user.userData?.locale ?? null) : undefined,
  );
  return (locale) => {
    void chooseLocale(i18n, locale);
    if (saved !== undefined && saved !== locale) void saveOnProfile(dispatch, locale);
  };
}

async function saveOnProfile(dispatch: AppDispatch, locale: Locale): Promise<void> {
  try {
    const session = await call(accountRoutes.updateProfile, { body: { locale } });
    dispatch(setUser(session.user));
  } catch {
    // Signed out meanwhile, or offline: the cookie keeps the choice here.
  }
}
