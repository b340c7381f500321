import { useCallback } from 'react';
import { signOut } from '../api/sign-out';
import { SIGNED_OUT_NOTICE } from '../components/notification-listener';
import { clearPendingAction } from '../lib/pending-action';
import { forgetCoupon } from '../lib/pending-coupon';
import { forgetRedirectForSignOut, hasToken, rememberNoticeForReload, removeToken } from '../lib/session';
import { useAppDispatch } from '../store';
import { clearUser } from '../store/user-slice';

export { SIGNED_OUT_NOTICE };

interface LogoutOptions {
  /** Whether to end the session on the server first (not when the account or every session is already gone). */
  endSession?: boolean;
}

/**
 * Spec §4/ARCHITECTURE §7: clear the user data and the stored redirect-to path, delete the token
 * cookies, then a full navigation to the site root (which also drops every cached query). The server
 * ends the session first, so a copied token stops working too; if it cannot be reached the learner is
 * still signed out here. The next page confirms it with a toast saying `notice`.
 */
export function useLogout(
  notice: string = SIGNED_OUT_NOTICE,
  { endSession = true }: LogoutOptions = {},
): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    if (endSession && hasToken()) await signOut().catch(() => undefined);
    rememberNoticeForReload(notice);
    forgetRedirectForSignOut();
    clearPendingAction();
    forgetCoupon();
    dispatch(clearUser());
    removeToken();
    window.location.assign('/');
  }, [dispatch, notice, endSession]);
}
