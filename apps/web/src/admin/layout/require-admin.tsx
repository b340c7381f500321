import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { hasToken, rememberRedirect } from '../../lib/session';
import { useAppSelector } from '../../store';
import { ForbiddenPage } from './forbidden-page';

/**
 * A gate on one role: a signed-out visitor goes to sign-in and comes back here afterwards; anyone else
 * sees `forbidden` (a 403 page). The server refuses them anyway (one hook per scope); this only spares
 * them pages full of errors.
 */
interface RequireRoleProps {
  accountRole: User['role'];
  forbidden: ReactNode;
  children: ReactNode;
}

export function RequireRole({ accountRole, forbidden, children }: RequireRoleProps) {
  const location = useLocation();
  const { _ } = useLingui();
  const { userData, isLoading, isLoggedIn } = useAppSelector((state) => state.user);

  if (isLoading && hasToken()) return <PageLoader label={_('console.gate.checking')} />;
  if (!isLoggedIn || !userData) {
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/signin" replace />;
  }
  if (userData.role !== accountRole) return forbidden;
  return children;
}

/** The console's gate: admins only; a learner (or instructor) sees the console's 403 page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireRole accountRole="admin" forbidden={<ForbiddenPage />}>
      {children}
    </RequireRole>
  );
}
