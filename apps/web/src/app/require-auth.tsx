import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { hasToken, rememberRedirect } from '../lib/session';
import { useAppSelector } from '../store';

interface RequireAuthProps {
  children: ReactNode;
  /** Most pages need a finished profile; the profile step itself does not. */
  requireCompleteProfile?: boolean;
}

/**
 * Protected pages: a signed-out visitor is sent to /signin and brought back here afterwards; a user
 * whose profile is unfinished is sent to the profile step first.
 */
export function RequireAuth({ children, requireCompleteProfile = true }: RequireAuthProps) {
  const location = useLocation();
  const { _ } = useLingui();
  const { userData, isLoading, isLoggedIn } = useAppSelector((state) => state.user);

  if (isLoading && hasToken()) return <PageLoader label={_('session.checking')} />;

  if (!isLoggedIn || !userData) {
    // The profile step is where sign-in sends unfinished accounts anyway: no need to come back to it.
    if (requireCompleteProfile) rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/signin" replace />;
  }

  if (requireCompleteProfile && !userData.profileComplete) {
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/signup/profile" replace />;
  }

  return children;
}
