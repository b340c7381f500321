import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type PendingAction, rememberPendingAction } from '../lib/pending-action';
import { rememberRedirect } from '../lib/session';
import { selectIsLoggedIn, useAppSelector } from '../store';

/** Why a signed-out visitor is sent to sign in; `returnTo` defaults to this page. */
export type SignInReason = Omit<PendingAction, 'savedAt' | 'returnTo'> & { returnTo?: string };

/**
 * Wraps an action that needs an account (wishlist, cart, buy): signed-out visitors are sent to sign
 * in, told why there, brought back afterwards and the action is finished for them (`reason`).
 */
export function useRequireSignIn(): (action: () => void, reason?: SignInReason) => void {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isCheckingSession = useAppSelector((state) => state.user.isLoading);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (action: () => void, reason?: SignInReason) => {
      if (isLoggedIn) {
        action();
        return;
      }
      // The stored session is still being checked: a moment later the click will work as expected.
      if (isCheckingSession) return;
      const here = `${pathname}${search}${hash}`;
      if (reason) rememberPendingAction({ ...reason, returnTo: reason.returnTo ?? here });
      else rememberRedirect(here);
      void navigate('/signin');
    },
    [isLoggedIn, isCheckingSession, navigate, pathname, search, hash],
  );
}
