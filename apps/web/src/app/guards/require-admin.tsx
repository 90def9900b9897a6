import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useUser } from '../../hooks/api/auth';
import { decideAdminOnly } from './access';

/** /app/admin: Admin only, everyone else goes to the start screen (spec §2). Sits inside RequireSession. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const decision = decideAdminOnly(useUser()?.role);
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace />;
  }
  return children ?? <Outlet />;
}
