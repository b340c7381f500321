import { useCallback } from 'react';
import { forgetRedirectForSignOut, removeToken } from '../lib/session';
import { useAppDispatch } from '../store';
import { clearUser } from '../store/user-slice';

/**
 * Spec §4/ARCHITECTURE §7: clear the user data and the stored redirect-to path, delete the token
 * cookies, then a full navigation to the site root (which also drops every cached query).
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    forgetRedirectForSignOut();
    dispatch(clearUser());
    removeToken();
    window.location.assign('/');
  }, [dispatch]);
}
