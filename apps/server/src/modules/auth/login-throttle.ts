import type { Config } from '../../config';
import { AppError } from '../../infra/http/errors';
import { formatKoreanDateTime } from '../../lib/korean-time';
import type { HitOptions, ThrottleRow } from './throttles.repository';

/**
 * Brute-force protection per account, beside the per-address limit: after LOGIN_SLOWDOWN_AFTER failed
 * logins each next try has to wait twice as long (1 s, 2 s, 4 s … at most a minute), and at
 * LOGIN_LOCK_AFTER the account locks for LOGIN_LOCK_MINUTES — the right password included. Counted by
 * login name, so an unknown name is answered exactly like a known one.
 */
type LoginLimits = Pick<Config, 'LOGIN_SLOWDOWN_AFTER' | 'LOGIN_LOCK_AFTER' | 'LOGIN_LOCK_MINUTES'>;

const MAX_SLOWDOWN_MS = 60_000;

export function loginThrottleKey(username: string): string {
  return `login:${username.toLowerCase()}`;
}

export function loginHitOptions(limits: LoginLimits): HitOptions {
  const lockMs = limits.LOGIN_LOCK_MINUTES * 60_000;
  return { windowMs: lockMs, lock: { after: limits.LOGIN_LOCK_AFTER, forMs: lockMs } };
}

/** Why this attempt may not even be checked (locked, or too soon after the last failure), or null. */
export function refusalBeforeCheck(
  row: ThrottleRow | undefined,
  limits: LoginLimits,
  now: Date,
): AppError | null {
  if (!row) {
    return null;
  }
  if (row.lockedUntil && row.lockedUntil > now) {
    return accountLocked(row.lockedUntil, now);
  }
  const windowOpen = row.windowStartedAt.getTime() > now.getTime() - limits.LOGIN_LOCK_MINUTES * 60_000;
  if (!windowOpen || row.hits < limits.LOGIN_SLOWDOWN_AFTER) {
    return null;
  }
  const waitMs = Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** (row.hits - limits.LOGIN_SLOWDOWN_AFTER));
  const remainingMs = row.lastHitAt.getTime() + waitMs - now.getTime();
  if (remainingMs <= 0) {
    return null;
  }
  const seconds = Math.ceil(remainingMs / 1000);
  return new AppError(
    'LOGIN_THROTTLED',
    `로그인 실패가 반복되어 잠시 기다려야 합니다. ${seconds}초 후에 다시 시도해주세요.`,
    { retryAfterSeconds: seconds },
  );
}

export function accountLocked(until: Date, now: Date = new Date()): AppError {
  return new AppError(
    'ACCOUNT_LOCKED',
    `로그인 실패가 여러 번 반복되어 계정이 잠겼습니다. ${formatKoreanDateTime(until)}까지 로그인할 수 없습니다.`,
    { retryAfterSeconds: (until.getTime() - now.getTime()) / 1000 },
  );
}
