import type {
  ChangePasswordBody,
  ChangePasswordResult,
  CheckCertificationMailResponse,
  SendCertificationMailResponse,
  SendTempPasswordMailBody,
  SendTempPasswordMailResponse,
  UpdateProfileBody,
  UserCreateBody,
  UserCreateResponse,
  UserResponse,
} from '@sellerdesk/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { http } from '../../app/http';
import { startSession } from '../../app/session-actions';
import { authKeys } from './auth';

export const accountKeys = {
  all: ['account'] as const,
  verification: (token: string) => ['emailVerification', token] as const,
};

// Answers as the shared contracts describe them.
type UserCreateAnswer = z.infer<typeof UserCreateResponse>;
type VerificationAnswer = z.infer<typeof CheckCertificationMailResponse>;
type ResendAnswer = z.infer<typeof SendCertificationMailResponse>;
type TemporaryPasswordAnswer = z.infer<typeof SendTempPasswordMailResponse>;
type ChangePasswordAnswer = z.infer<typeof ChangePasswordResult>;

/** POST /account/UserCreate, sent without a bearer token (spec §6). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: UserCreateBody) =>
      http.post<UserCreateAnswer>('/account/UserCreate', body, { auth: false }),
  });
}

/** POST /account/SendCertificationMail: resend the verification link to the logged-in BasicUser. */
export function useResendVerificationMail() {
  return useMutation({
    mutationFn: () => http.post<ResendAnswer>('/account/SendCertificationMail'),
  });
}

/**
 * GET /account/CheckCertificationMail. The link works once, so the answer is cached for good and never
 * retried: a remount (or React's development double effects) must not spend the token twice.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: accountKeys.verification(token ?? ''),
    queryFn: () => http.get<VerificationAnswer>('/account/CheckCertificationMail', { token }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /account/SendTempPassWordMail: answers the same whether or not the account exists. */
export function useSendTemporaryPassword() {
  return useMutation({
    mutationFn: (body: SendTempPasswordMailBody) =>
      http.post<TemporaryPasswordAnswer>('/account/SendTempPassWordMail', body),
  });
}

/** POST /account/ChangePassWord. Other sessions end; this one continues with the tokens it answers. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      http.post<ChangePasswordAnswer>('/account/ChangePassWord', body),
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
    mutationFn: (body: UpdateProfileBody) => http.post<UserResponse>('/account/UpdateProfile', body),
    onSuccess: (user) => queryClient.setQueryData(authKeys.user(), user),
  });
}
