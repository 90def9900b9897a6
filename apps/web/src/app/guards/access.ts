import type { Role } from '@sellerdesk/domain';
import { PATHS } from '../paths';

/** What a guard does with the current session (spec §2 "Guards"). */
export type AccessDecision = { kind: 'allow' } | { kind: 'load-user' } | { kind: 'redirect'; to: string };

export type SessionFacts = {
  /** Both access and refresh tokens are stored. */
  hasTokens: boolean;
  /** The loaded user's role, or undefined while it is not loaded. */
  role: Role | undefined;
};

const allow: AccessDecision = { kind: 'allow' };

/**
 * Login-required routes: a missing access or refresh token goes to /user/login; user info is loaded if
 * absent; BasicUser goes to /user/check-email; a route role list that excludes the role goes to
 * /unauthorized.
 */
export function decideLoginRequired(facts: SessionFacts, roles?: readonly Role[]): AccessDecision {
  if (!facts.hasTokens) {
    return { kind: 'redirect', to: PATHS.login };
  }
  if (facts.role === undefined) {
    return { kind: 'load-user' };
  }
  if (facts.role === 'BasicUser') {
    return { kind: 'redirect', to: PATHS.checkEmail };
  }
  if (roles && !roles.includes(facts.role)) {
    return { kind: 'redirect', to: PATHS.unauthorized };
  }
  return allow;
}

/** /app/admin: only role Admin, otherwise the start screen. */
export function decideAdminOnly(role: Role | undefined): AccessDecision {
  return role === 'Admin' ? allow : { kind: 'redirect', to: PATHS.start };
}

/**
 * /user/login: with a valid session (tokens stored and the user loads with them), go to the start screen.
 * While the user is loading, wait; without tokens, show the login form.
 */
export function decideLoginScreen(facts: SessionFacts): AccessDecision {
  if (!facts.hasTokens) {
    return allow;
  }
  if (facts.role === undefined) {
    return { kind: 'load-user' };
  }
  return { kind: 'redirect', to: PATHS.start };
}
