import crypto from 'node:crypto';
import type { ErrorReason, Plan, Role } from '@sellerdesk/domain';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export type AccessClaims = {
  userId: string;
  username: string;
  role: Role;
  plan: Plan;
  tokenVersion: number;
  /**
   * The session (refresh-token family) the token was issued for: logging out or revoking the family ends
   * the access token at once. Missing only in tokens issued before session ids existed.
   */
  sessionId?: string;
};

export type TokenSettings = {
  secret: Uint8Array;
  issuer: string;
  audience: string;
  accessTtlSeconds: number;
};

const ALGORITHM = 'HS256';
/** Clock difference between processes that a token's issue time may be ahead of ours by. */
const ISSUED_AT_TOLERANCE_SECONDS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function signAccessToken(settings: TokenSettings, claims: AccessClaims): Promise<string> {
  return new SignJWT({
    username: claims.username,
    role: claims.role,
    plan: claims.plan,
    tv: claims.tokenVersion,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${settings.accessTtlSeconds}s`)
    .sign(settings.secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: ErrorReason };

/**
 * Verifies an access token and names the cause of a failure the way the web client's 401 policy needs
 * it (spec §4): an expired token is refreshed, every other failure logs the user out.
 * `ignoreExpiry` is for the refresh call, which receives the (usually expired) access token.
 */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
  options: { ignoreExpiry?: boolean } = {},
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, settings.secret, {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: options.ignoreExpiry ? new Date(0) : undefined,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, username, role, plan, tv, sid, iat } = payload;
    // The subject is a users.id and the session a family id: anything else (even correctly signed) is
    // not one of our tokens. Nor is one issued in the future (checked against the real clock, also when
    // expiry is ignored): we never sign those, so it was forged or would outlive every expiry check.
    if (
      typeof iat !== 'number' ||
      iat > Date.now() / 1000 + ISSUED_AT_TOLERANCE_SECONDS ||
      typeof sub !== 'string' ||
      !UUID.test(sub) ||
      typeof username !== 'string' ||
      typeof tv !== 'number' ||
      (sid !== undefined && (typeof sid !== 'string' || !UUID.test(sid)))
    ) {
      return { ok: false, reason: 'TOKEN_INVALID' };
    }
    return {
      ok: true,
      claims: {
        userId: sub,
        username,
        role: role as Role,
        plan: plan as Plan,
        tokenVersion: tv,
        ...(typeof sid === 'string' ? { sessionId: sid } : {}),
      },
    };
  } catch (error) {
    return { ok: false, reason: classifyJoseError(error) };
  }
}

function classifyJoseError(error: unknown): ErrorReason {
  if (error instanceof joseErrors.JWTExpired) {
    return 'TOKEN_EXPIRED';
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
    return 'TOKEN_SIGNATURE_INVALID';
  }
  if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
    return 'TOKEN_AUDIENCE_INVALID';
  }
  return 'TOKEN_INVALID';
}

/** Opaque refresh tokens and mail-link tokens: random, URL-safe; only their SHA-256 is stored. */
export function generateOpaqueToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
