import { z } from '../zod';
import { boundedRecord } from '../bounded-record';
import { CONSENTS_MAX, SESSION_TOKEN_MAX } from '../constants';
import { PLANS, ROLES } from '../roles';
import { Password, PhoneNumber, Username } from './common';

export const RoleSchema = z.enum(ROLES);
export const PlanSchema = z.enum(PLANS);

export const LoginBody = z.object({ username: Username, password: z.string().min(1).max(128) });
export type LoginBody = z.input<typeof LoginBody>;

export const SessionTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const LoginResponse = SessionTokens.extend({ username: z.string(), role: RoleSchema });
export type LoginResponse = z.infer<typeof LoginResponse>;

const SessionToken = z.string().min(1).max(SESSION_TOKEN_MAX);

export const RefreshTokenBody = z.object({ accessToken: SessionToken, refreshToken: SessionToken });
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;
export const RefreshTokenResponse = LoginResponse;
export type RefreshTokenResponse = LoginResponse;

export const UserResponse = z.object({
  username: z.string(),
  role: RoleSchema,
  plan: PlanSchema,
  planExpiresAt: z.string().nullable(),
  userEmail: z.string(),
  userTelNo: z.string(),
  name: z.string(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const TermItem = z.object({
  id: z.string(),
  title: z.string(),
  required: z.boolean(),
  content: z.string(),
});
export type TermItem = z.infer<typeof TermItem>;
export const RegisterTermsResponse = z.object({ items: z.array(TermItem) });
export type RegisterTermsResponse = z.infer<typeof RegisterTermsResponse>;

export const UserCreateBody = z.object({
  username: Username,
  password: Password,
  name: z.string().trim().min(1).max(50),
  phone: PhoneNumber,
  /** Term id → agreed. Every required term must be true. */
  consents: boundedRecord(z.string().max(100), z.boolean(), CONSENTS_MAX),
});
export type UserCreateBody = z.input<typeof UserCreateBody>;
export const UserCreateResponse = z.object({ username: z.string(), role: RoleSchema });
/** The body after validation (trimmed, lower-cased, hyphens removed). */
export type UserCreateInput = z.output<typeof UserCreateBody>;

export const LogoutBody = z.object({ refreshToken: SessionToken });
export const LogoutResponse = z.object({ loggedOut: z.literal(true) });

/** /auth (spec §7 "Auth and account"): the schemas of each endpoint in `endpoints.Auth`. */
export const AuthSchemas = {
  user: { response: UserResponse },
  login: { body: LoginBody, response: LoginResponse },
  refreshToken: { body: RefreshTokenBody, response: RefreshTokenResponse },
  logout: { body: LogoutBody, response: LogoutResponse },
  registerTerms: { response: RegisterTermsResponse },
};
