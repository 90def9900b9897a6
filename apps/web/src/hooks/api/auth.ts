import { endpoints, type EndpointBody, type EndpointResponse } from '@sellerdesk/domain/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { endSession, startSession } from '../../app/session-actions';
import i18n from '../../i18n';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session';
import { useSession } from '../use-session';

const { Auth } = endpoints;

/** The logged-in user as GET /auth/user answers it. */
export type CurrentUser = EndpointResponse<typeof Auth.user>;

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  registerTerms: () => ['registerTerms'] as const,
};

export function fetchCurrentUser(): Promise<CurrentUser> {
  return call(Auth.user);
}

/** GET /auth/user as a query (also started early by the editor popup). */
export function currentUserQuery() {
  return queryOptions({ queryKey: authKeys.user(), queryFn: fetchCurrentUser, staleTime: 5 * 60_000 });
}

/** The logged-in user (GET /auth/user); only asked for while tokens are stored. */
export function useCurrentUser() {
  const { tokens } = useSession();
  return useQuery({ ...currentUserQuery(), enabled: tokens != null });
}

/** The current user when it is loaded (inside the app shell it always is). */
export function useUser(): CurrentUser | undefined {
  return useCurrentUser().data;
}

/** POST /auth/login, a public endpoint (no bearer token). A refusal becomes the kept login error (spec §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Auth.login>) => call(Auth.login, { body }),
    onSuccess: async (answer) => {
      startSession(answer);
      const user = await queryClient.fetchQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser });
      // Logged in with a mailed temporary password: point to the account screen (the shell shows a banner too).
      if (user.mustChangePassword) {
        notify(i18n.t('auth.login.mustChangePassword'), { type: 'warning', autoClose: 8000 });
      }
    },
    onError: (error) => session.setLoginError(errorMessage(error)),
  });
}

/** Logs out: the server revokes the refresh token (best effort), then this device forgets the session. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      const tokens = session.getTokens();
      endSession();
      if (tokens) {
        await call(Auth.logout, { body: { refreshToken: tokens.refreshToken } }).catch(() => undefined);
      }
    },
  });
}

export function useRegisterTerms() {
  return useQuery({
    queryKey: authKeys.registerTerms(),
    queryFn: () => call(Auth.registerTerms),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
