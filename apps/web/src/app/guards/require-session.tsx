import type { Role } from '@sellerdesk/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { LoadErrorScreen } from '../../components/load-error-screen';
import { useCurrentUser } from '../../hooks/api/auth';
import { useSession } from '../../hooks/use-session';
import { session } from '../../lib/session';
import { PATHS, type FromState } from '../paths';
import { decideLoginRequired } from './access';

/**
 * The return path a login may follow: none after a logout (it belonged to that session), else the screen
 * left with whose session it was.
 */
function returnState(location: { pathname: string; search: string }): FromState | undefined {
  const ended = session.endedSession();
  if (ended?.loggedOut) {
    return undefined;
  }
  return { from: `${location.pathname}${location.search}`, owner: ended?.username ?? null };
}

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
    return (
      <Navigate
        to={decision.to}
        replace
        state={decision.to === PATHS.login ? returnState(location) : undefined}
      />
    );
  }
  if (decision.kind === 'load-user') {
    if (user.isError) {
      return <LoadErrorScreen error={user.error} onRetry={() => void user.refetch()} />;
    }
    return <FullPageLoader />;
  }
  return children ?? <Outlet />;
}
