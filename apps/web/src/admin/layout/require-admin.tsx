import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { hasToken, rememberRedirect } from '../../lib/session';
import { useAppSelector } from '../../store';
import { ForbiddenPage } from './forbidden-page';

/**
 * The console's gate: a signed-out visitor goes to sign-in and comes back here afterwards; a learner
 * sees a 403 page. The server refuses learners anyway (one hook on /api/admin); this only spares them
 * a console full of errors.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { userData, isLoading, isLoggedIn } = useAppSelector((state) => state.user);

  if (isLoading && hasToken()) return <PageLoader label="Checking your session…" />;
  if (!isLoggedIn || !userData) {
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/signin" replace />;
  }
  if (userData.role !== 'admin') return <ForbiddenPage />;
  return children;
}
