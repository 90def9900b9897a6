import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useCurrentUser } from '../../hooks/api/auth';
import { useSession } from '../../hooks/use-session';
import { PATHS, type FromState } from '../paths';
import { decideLoginScreen } from './access';

/**
 * A guard's "from" is followed only inside the app, never to an outside address, and only by the user whose
 * session it was (any user when no session had ended: an address opened before logging in).
 */
function returnPath(state: unknown, username: string | null): string | undefined {
  const { from, owner } = (state as FromState | null) ?? {};
  if (owner != null && owner.toLowerCase() !== username?.toLowerCase()) {
    return undefined;
  }
  return from && (from.startsWith(`${PATHS.app}/`) || from.startsWith(PATHS.editor)) ? from : undefined;
}

/**
 * /user/login with a valid session goes to the start screen (or back to the screen a guard sent the user
 * away from). "Valid" means the stored tokens still load the user, refreshing an expired access token on
 * the way; if that fails, the login form shows. A fresh login lands here too, so this is also where a
 * successful login navigates from.
 */
export function RedirectIfLoggedIn({ children }: { children?: ReactNode }) {
  const { tokens, username } = useSession();
  const location = useLocation();
  const user = useCurrentUser();
  const decision = decideLoginScreen({ hasTokens: tokens != null, role: user.data?.role });

  if (decision.kind === 'redirect') {
    return <Navigate to={returnPath(location.state, username) ?? decision.to} replace />;
  }
  if (decision.kind === 'load-user' && !user.isError) {
    return <FullPageLoader />;
  }
  return children ?? <Outlet />;
}
