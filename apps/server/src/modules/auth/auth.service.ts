import crypto from 'node:crypto';
import type { LoginBody, LoginResponse, RefreshTokenBody, UserResponse } from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import type { RequestContext } from '../../infra/http/access';
import { sendLockNoticeJob } from '../account/index';
import { accountLocked, loginHitOptions, loginThrottleKey, refusalBeforeCheck } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import * as throttles from './throttles.repository';
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
    sessionId: familyId,
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

/**
 * POST /auth/login. Every attempt, successful or not, goes into the login log. Failed attempts count
 * against the login name (see login-throttle.ts); a locked or slowed-down name is refused before the
 * password is even checked. `linkBase` is where the lock notice's link points (infra/mail/link-base.ts).
 */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  client: Client,
  linkBase: string,
): Promise<LoginResponse> {
  const username = body.username.toLowerCase();
  const throttleKey = loginThrottleKey(username);
  const [throttle, user] = await Promise.all([
    throttles.findThrottle(deps.db, throttleKey),
    repo.findUserByUsername(deps.db, username),
  ]);
  const refuse = async (error: AppError) => {
    await repo.recordLogin(deps.db, {
      userId: user?.id ?? null,
      username,
      success: false,
      failureReason: error.reason,
      ...client,
    });
    return error;
  };

  const refusal = refusalBeforeCheck(throttle, deps.config, new Date());
  if (refusal) {
    throw await refuse(refusal);
  }

  const matched = user ? await checkPassword(user, body.password) : false;
  if (!user) {
    await verifyPassword(await dummyHash, body.password);
  }
  if (!user || !matched) {
    const hit = await throttles.recordHit(deps.db, throttleKey, loginHitOptions(deps.config));
    if (hit.lockedNow && hit.lockedUntil) {
      if (user) {
        await deps.queue.send(sendLockNoticeJob, {
          userId: user.id,
          lockedUntil: hit.lockedUntil.toISOString(),
          linkBase,
        });
      }
      deps.log.warn(
        { userId: user?.id ?? null, lockedUntil: hit.lockedUntil },
        'login locked after repeated failures',
      );
      throw await refuse(accountLocked(hit.lockedUntil));
    }
    throw await refuse(new AppError('INVALID_CREDENTIALS'));
  }
  if (user.suspendedAt) {
    throw await refuse(new AppError('ACCOUNT_SUSPENDED'));
  }
  if (throttle) {
    await throttles.clearThrottle(deps.db, throttleKey);
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
  // The access token must be this refresh token's: same user and, when it names one, same session.
  const { sessionId } = verified.claims;
  if (claimed.userId !== verified.claims.userId || (sessionId && sessionId !== claimed.familyId)) {
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
  const { userId, sessionId, tokenVersion } = verified.claims;
  const user = await repo.findSessionUser(deps.db, userId, sessionId);
  // A bumped token version (e-mail verified, password changed, suspended) ends every older session.
  if (!user || user.suspendedAt || user.tokenVersion !== tokenVersion) {
    throw new AppError('TOKEN_INVALID');
  }
  if (!sessionId) {
    // Issued before tokens named their session: the client refreshes and gets one that does.
    throw new AppError('TOKEN_EXPIRED');
  }
  // Logged out, or the family was revoked (refresh-token reuse): the access token ends now.
  if (!user.sessionLive) {
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
