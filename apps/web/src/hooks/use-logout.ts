import { useCallback } from 'react';
import { clearPendingAction } from '../lib/pending-action';
import { forgetRedirectForSignOut, rememberNoticeForReload, removeToken } from '../lib/session';
import { useAppDispatch } from '../store';
import { clearUser } from '../store/user-slice';

export const SIGNED_OUT_NOTICE = 'You have signed out';

/**
 * Spec §4/ARCHITECTURE §7: clear the user data and the stored redirect-to path, delete the token
 * cookies, then a full navigation to the site root (which also drops every cached query). The next
 * page confirms it with a toast saying `notice`.
 */
export function useLogout(notice: string = SIGNED_OUT_NOTICE): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    rememberNoticeForReload(notice);
    forgetRedirectForSignOut();
    clearPendingAction();
    dispatch(clearUser());
    removeToken();
    window.location.assign('/');
  }, [dispatch, notice]);
}
