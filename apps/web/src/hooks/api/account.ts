import { endpoints, type EndpointBody } from '@sellerdesk/domain/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/http';
import { startSession } from '../../app/session-actions';
import { authKeys } from './auth';

const { Account } = endpoints;

export const accountKeys = {
  all: ['account'] as const,
  verification: (token: string) => ['emailVerification', token] as const,
};

/** POST /account/UserCreate, a public endpoint: sent without a bearer token (spec §6). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Account.UserCreate>) => call(Account.UserCreate, { body }),
  });
}

/** POST /account/SendCertificationMail: resend the verification link to the logged-in BasicUser. */
export function useResendVerificationMail() {
  return useMutation({
    mutationFn: () => call(Account.SendCertificationMail),
  });
}

/**
 * GET /account/CheckCertificationMail. The link works once, so the answer is cached for good and never
 * retried: a remount (or React's development double effects) must not spend the token twice.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: accountKeys.verification(token ?? ''),
    queryFn: () => call(Account.CheckCertificationMail, { query: { token: token ?? '' } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /account/SendTempPassWordMail: answers the same whether or not the account exists. */
export function useSendTemporaryPassword() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Account.SendTempPassWordMail>) =>
      call(Account.SendTempPassWordMail, { body }),
  });
}

/** POST /account/ChangePassWord. Other sessions end; this one continues with the tokens it answers. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Account.ChangePassWord>) => call(Account.ChangePassWord, { body }),
    onSuccess: async (answer) => {
      startSession(answer);
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

/** POST /account/UpdateProfile: answers the updated user, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof Account.UpdateProfile>) => call(Account.UpdateProfile, { body }),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
  });
}
