import { z } from '../zod';
import { EMAIL_MAX } from '../constants';
import { Password, PhoneNumber, Username } from './common';
import { RoleSchema, UserCreateBody, UserCreateResponse, UserResponse } from './auth';

export const CheckCertificationMailQuery = z.object({ token: z.string().min(16).max(200) });
export const CheckCertificationMailResponse = z.object({ username: z.string(), role: RoleSchema });

export const SendCertificationMailResponse = z.object({ sent: z.literal(true), to: z.string() });

export const ChangePasswordBody = z.object({
  /** Must equal the logged-in username (spec §5), else '비정상적인 계정정보 입니다.'. */
  account: z.string().trim().max(EMAIL_MAX).toLowerCase(),
  currentPassword: z.string().min(1).max(128),
  newPassword: Password,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
export const ChangePasswordResponse = z.object({ changed: z.literal(true) });

export const SendTempPasswordMailBody = z.object({ account: Username });
export type SendTempPasswordMailBody = z.input<typeof SendTempPasswordMailBody>;
/** Answers the same whether or not the account exists. */
export const SendTempPasswordMailResponse = z.object({ accepted: z.literal(true) });

export const UpdateProfileBody = z.object({
  name: z.string().trim().min(1).max(50),
  phone: PhoneNumber,
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** Bodies after validation, as services receive them. */
export type ChangePasswordInput = z.output<typeof ChangePasswordBody>;
export type UpdateProfileInput = z.output<typeof UpdateProfileBody>;
export const ChangePasswordResult = ChangePasswordResponse.extend({
  username: z.string(),
  role: RoleSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});

/** /account: the schemas of each endpoint in `endpoints.Account`. */
export const AccountSchemas = {
  UserCreate: { body: UserCreateBody, response: UserCreateResponse },
  SendCertificationMail: { response: SendCertificationMailResponse },
  CheckCertificationMail: { query: CheckCertificationMailQuery, response: CheckCertificationMailResponse },
  ChangePassWord: { body: ChangePasswordBody, response: ChangePasswordResult },
  SendTempPassWordMail: { body: SendTempPasswordMailBody, response: SendTempPasswordMailResponse },
  UpdateProfile: { body: UpdateProfileBody, response: UserResponse },
};
