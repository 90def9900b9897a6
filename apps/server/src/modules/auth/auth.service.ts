import crypto from 'node:crypto';
import type { LoginBody, LoginResponse, RefreshTokenBody, UserResponse } from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/access';
import { hashPassword, verifyPassword } from './passwords';
import { generateOpaqueToken, hashOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';
import * as repo from './users.repository';
import type { UserRow } from './users.repository';

type Client = { ip: string; userAgent: string };

// Checked against when the username does not exist, so a wrong username takes as long as a wrong password.
const dummyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

/** Issues an access token and a refresh token of the given family (a new family for a fresh login). */
export async function issueSession(
  deps: AppDeps,
  user: Pick<UserRow, 'id' | 'username' | 'role' | 'plan' | 'tokenVersion'>,
  client: Client,
  familyId: string = crypto.randomUUID(),
): Promise<LoginResponse> {
  const accessToken = await signAccessToken(deps.tokens, {
    userId: user.id,
    username: user.username,
    role: user.role,
    plan: user.plan,
    tokenVersion: user.tokenVersion,
  });
  const refreshToken = generateOpaqueToken();
  await repo.insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { username: user.username, role: user.role, accessToken, refreshToken };
}

/** Checks the password (or an unexpired temporary password) and answers whether the temporary one matched. */
async function checkPassword(user: UserRow, password: string): Promise<'password' | 'temporary' | false> {
  if (await verifyPassword(user.passwordHash, password)) {
    return 'password';
  }
  if (
    user.tempPasswordHash &&
    user.tempPasswordExpiresAt &&
    user.tempPasswordExpiresAt > new Date() &&
    (await verifyPassword(user.tempPasswordHash, password))
  ) {
    return 'temporary';
  }
  return false;
}

/** POST /auth/login. Every attempt, successful or not, goes into the login log. */
export async function login(deps: AppDeps, body: LoginBody, client: Client): Promise<LoginResponse> {
  const username = body.username.toLowerCase();
  const user = await repo.findUserByUsername(deps.db, username);
  const fail = async (reason: 'INVALID_CREDENTIALS' | 'ACCOUNT_SUSPENDED') => {
    await repo.recordLogin(deps.db, {
      userId: user?.id ?? null,
      username,
      success: false,
      failureReason: reason,
      ...client,
    });
    return new AppError(reason);
  };

  if (!user) {
    await verifyPassword(await dummyHash, body.password);
    throw await fail('INVALID_CREDENTIALS');
  }
  const matched = await checkPassword(user, body.password);
  if (!matched) {
    throw await fail('INVALID_CREDENTIALS');
  }
  if (user.suspendedAt) {
    throw await fail('ACCOUNT_SUSPENDED');
  }

  if (matched === 'temporary') {
    // The temporary password becomes the password; the user is asked to change it.
    await repo.updateUser(deps.db, user.id, {
      passwordHash: user.tempPasswordHash as string,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      mustChangePassword: true,
    });
  }
  await repo.recordLogin(deps.db, { userId: user.id, username, success: true, ...client });
  return issueSession(deps, user, client);
}

/**
 * POST /auth/refreshToken. Refresh tokens rotate: each works once. Presenting one that was already
 * rotated means it leaked (or a tab raced), so the whole family is revoked.
 */
export async function refresh(deps: AppDeps, body: RefreshTokenBody, client: Client): Promise<LoginResponse> {
  const verified = await verifyAccessToken(deps.tokens, body.accessToken, { ignoreExpiry: true });
  if (!verified.ok) {
    throw new AppError('REFRESH_TOKEN_INVALID');
  }

  const tokenHash = hashOpaqueToken(body.refreshToken);
  const claimed = await repo.claimRefreshToken(deps.db, tokenHash);
  if (!claimed) {
    const known = await repo.findRefreshToken(deps.db, tokenHash);
    if (known?.rotatedAt && !known.revokedAt) {
      deps.log.warn({ userId: known.userId }, 'refresh token reused; revoking its family');
      await repo.revokeTokenFamily(deps.db, known.familyId);
    }
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  if (claimed.userId !== verified.claims.userId) {
    await repo.revokeTokenFamily(deps.db, claimed.familyId);
    throw new AppError('REFRESH_TOKEN_INVALID');
  }

  const user = await repo.findUserById(deps.db, claimed.userId);
  if (!user || user.suspendedAt || user.tokenVersion !== verified.claims.tokenVersion) {
    await repo.revokeTokenFamily(deps.db, claimed.familyId);
    throw new AppError('REFRESH_TOKEN_INVALID');
  }
  return issueSession(deps, user, client, claimed.familyId);
}

/** POST /auth/logout: the refresh token's family stops working. Unknown tokens are ignored. */
export async function logout(deps: AppDeps, refreshToken: string): Promise<void> {
  const known = await repo.findRefreshToken(deps.db, hashOpaqueToken(refreshToken));
  if (known) {
    await repo.revokeTokenFamily(deps.db, known.familyId);
  }
}

/** Resolves a bearer token into the request context; the reasons follow the client's 401 policy. */
export async function authenticate(
  deps: AppDeps,
  token: string | undefined,
  client: Client,
): Promise<RequestContext> {
  if (!token) {
    throw new AppError('TOKEN_MISSING');
  }
  const verified = await verifyAccessToken(deps.tokens, token);
  if (!verified.ok) {
    throw new AppError(verified.reason);
  }
  const user = await repo.findSessionUser(deps.db, verified.claims.userId);
  // A bumped token version (e-mail verified, password changed, suspended) ends every older session.
  if (!user || user.suspendedAt || user.tokenVersion !== verified.claims.tokenVersion) {
    throw new AppError('TOKEN_INVALID');
  }
  return { userId: user.id, username: user.username, role: user.role, plan: user.plan, ...client };
}

export function toUserResponse(user: UserRow): UserResponse {
  return {
    username: user.username,
    role: user.role,
    plan: user.plan,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    userEmail: user.username,
    userTelNo: user.phone,
    name: user.name,
    mustChangePassword: user.mustChangePassword,
    createdAt: user.createdAt.toISOString(),
  };
}

/** GET /auth/user. */
export async function getUser(deps: AppDeps, ctx: RequestContext): Promise<UserResponse> {
  const user = await repo.findUserById(deps.db, ctx.userId);
  if (!user) {
    throw new AppError('TOKEN_INVALID');
  }
  return toUserResponse(user);
}
