import type { Role } from '@sellerdesk/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { LoadErrorScreen } from '../../components/load-error-screen';
import { useCurrentUser } from '../../hooks/api/auth';
import { useSession } from '../../hooks/use-session';
import { PATHS, type FromState } from '../paths';
import { decideLoginRequired } from './access';

/**
 * Login-required routes (spec §2). Used once around the app shell and again around any route that
 * carries a role list; the user is loaded once and cached, so the second use costs nothing.
 */
export function RequireSession({ roles, children }: { roles?: readonly Role[]; children?: ReactNode }) {
  const { tokens } = useSession();
  const location = useLocation();
  const user = useCurrentUser();
  const decision = decideLoginRequired({ hasTokens: tokens != null, role: user.data?.role }, roles);

  if (decision.kind === 'redirect') {
    const state: FromState | undefined =
      decision.to === PATHS.login ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  if (decision.kind === 'load-user') {
    if (user.isError) {
      return <LoadErrorScreen error={user.error} onRetry={() => void user.refetch()} />;
    }
    return <FullPageLoader />;
  }
  return children ?? <Outlet />;
}
