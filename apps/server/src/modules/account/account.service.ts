import type {
  ChangePasswordInput,
  LoginResponse,
  UpdateProfileInput,
  UserCreateInput,
  UserResponse,
} from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import {
  assertStrongPassword,
  hashOpaqueToken,
  hashPassword,
  issueSession,
  toUserResponse,
  verifyPassword,
} from '../auth/index';
import * as repo from '../auth/index';
import { sendTemporaryPasswordJob, sendVerificationMailJob } from './account.jobs';
import { findVerification, useVerification } from './account.repository';
import { takeMailQuota } from './mail-quota';
import { REGISTER_TERMS } from './terms';

/**
 * POST /account/UserCreate: a BasicUser on the Free plan, then the verification mail. `linkBase` (here
 * and below) is where the mail's links point (infra/mail/link-base.ts).
 */
export async function createUser(
  deps: AppDeps,
  body: UserCreateInput,
  linkBase: string,
): Promise<{ username: string; role: 'BasicUser' }> {
  const missing = REGISTER_TERMS.filter((term) => term.required && body.consents[term.id] !== true);
  if (missing.length > 0) {
    throw new AppError(
      'REQUIRED_TERMS_NOT_ACCEPTED',
      `필수 약관에 동의해주세요: ${missing.map((t) => t.title).join(', ')}`,
    );
  }
  await assertStrongPassword(body.password, { account: body.username, name: body.name });
  const at = new Date().toISOString();
  const consents = Object.fromEntries(
    REGISTER_TERMS.map((term) => [term.id, { agreed: body.consents[term.id] === true, at }]),
  );
  const user = await repo.insertUser(deps.db, {
    username: body.username,
    passwordHash: await hashPassword(body.password),
    name: body.name,
    phone: body.phone,
    role: 'BasicUser',
    plan: 'Free',
    consents,
  });
  if (!user) {
    throw new AppError('USERNAME_TAKEN');
  }
  await takeMailQuota(deps, 'verification', user.username, { enforce: false });
  await deps.queue.send(sendVerificationMailJob, { userId: user.id, linkBase });
  return { username: user.username, role: 'BasicUser' };
}

/** POST /account/SendCertificationMail: sends the verification link again (check-email screen). */
export async function resendVerificationMail(
  deps: AppDeps,
  ctx: RequestContext,
  linkBase: string,
): Promise<{ sent: true; to: string }> {
  if (ctx.role !== 'BasicUser') {
    throw new AppError('ALREADY_VERIFIED');
  }
  await takeMailQuota(deps, 'verification', ctx.username);
  // One queued mail per user at a time: repeated clicks do not flood the inbox.
  await deps.queue.send(
    sendVerificationMailJob,
    { userId: ctx.userId, linkBase },
    { singletonKey: ctx.userId },
  );
  return { sent: true, to: ctx.username };
}

/**
 * GET /account/CheckCertificationMail: consumes the one-time link, makes the user a `User`, and ends
 * every session so the web app logs out and the user logs in again with the new role (spec §4).
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<{ username: string; role: 'User' }> {
  const link = await findVerification(deps.db, hashOpaqueToken(token));
  if (!link || link.usedAt) {
    throw new AppError('VERIFICATION_LINK_INVALID');
  }
  if (link.expiresAt < new Date()) {
    throw new AppError('VERIFICATION_LINK_EXPIRED');
  }

  return deps.db.transaction(async (tx) => {
    if (!(await useVerification(tx, link.id))) {
      throw new AppError('VERIFICATION_LINK_INVALID');
    }
    const user = await repo.findUserById(tx, link.userId);
    if (!user) {
      throw new AppError('VERIFICATION_LINK_INVALID');
    }
    if (user.role === 'BasicUser') {
      await repo.updateUser(tx, user.id, { role: 'User', emailVerifiedAt: new Date() });
    }
    await repo.invalidateSessions(tx, user.id);
    return { username: user.username, role: 'User' as const };
  });
}

/**
 * POST /account/ChangePassWord. Other sessions end; the caller gets a fresh session so the current tab
 * stays logged in.
 */
export async function changePassword(
  deps: AppDeps,
  ctx: RequestContext,
  body: ChangePasswordInput,
): Promise<{ changed: true } & LoginResponse> {
  if (body.account !== ctx.username) {
    throw new AppError('ABNORMAL_ACCOUNT');
  }
  const user = await repo.findUserById(deps.db, ctx.userId);
  if (!user) {
    throw new AppError('ABNORMAL_ACCOUNT');
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  if (body.currentPassword === body.newPassword) {
    throw new AppError('PASSWORD_UNCHANGED');
  }

  await assertStrongPassword(body.newPassword, { account: user.username, name: user.name });
  const passwordHash = await hashPassword(body.newPassword);
  const updated = await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, {
      passwordHash,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      mustChangePassword: false,
    });
    await repo.invalidateSessions(tx, user.id);
    return repo.findUserById(tx, user.id);
  });
  if (!updated) {
    throw new AppError('ABNORMAL_ACCOUNT');
  }
  return { changed: true, ...(await issueSession(deps, updated, ctx)) };
}

/** POST /account/SendTempPassWordMail. Answers the same whether or not the account exists. */
export async function requestTemporaryPassword(
  deps: AppDeps,
  account: string,
  linkBase: string,
): Promise<{ accepted: true }> {
  await takeMailQuota(deps, 'temporary-password', account);
  const user = await repo.findUserByUsername(deps.db, account);
  if (user && !user.suspendedAt) {
    await deps.queue.send(sendTemporaryPasswordJob, { userId: user.id, linkBase }, { singletonKey: user.id });
  }
  return { accepted: true };
}

/** POST /account/UpdateProfile: name and phone of the logged-in user. */
export async function updateProfile(
  deps: AppDeps,
  ctx: RequestContext,
  body: UpdateProfileInput,
): Promise<UserResponse> {
  await repo.updateUser(deps.db, ctx.userId, { name: body.name, phone: body.phone });
  const user = await repo.findUserById(deps.db, ctx.userId);
  if (!user) {
    throw new AppError('TOKEN_INVALID');
  }
  return toUserResponse(user);
}
