import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberRedirect } from '../lib/session';
import { selectIsLoggedIn, useAppSelector } from '../store';

/**
 * Wraps an action that needs an account (wishlist, cart, buy): signed-out visitors are sent to sign
 * in and brought back to this page afterwards instead of the click silently doing nothing.
 */
export function useRequireSignIn(): (action: () => void) => void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isCheckingSession = useAppSelector((state) => state.user.isLoading);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (action: () => void) => {
      if (isLoggedIn) {
        action();
        return;
      }
      // The stored session is still being checked: a moment later the click will work as expected.
      if (isCheckingSession) return;
      rememberRedirect(`${pathname}${search}${hash}`);
      void navigate('/signin');
    },
    [isLoggedIn, isCheckingSession, navigate, pathname, search, hash],
  );
}
