import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { formatKoreanDateTime } from '../../lib/korean-time';
import { recordHit } from '../auth/index';

/** Mails the account routes send on request; each kind has its own hourly quota per address. */
export type AccountMailKind = 'verification' | 'temporary-password';

const WINDOW_MS = 3_600_000;

/**
 * Counts one mail of `kind` to `address` and refuses (429 MAIL_LIMITED, with when to try again) once
 * the address has had ACCOUNT_MAILS_PER_HOUR of them this hour. Counted by address, whether or not an
 * account has it, so the answer never tells who is registered. `enforce: false` only counts (the
 * registration mail, which is sent once per new account anyway).
 */
export async function takeMailQuota(
  deps: AppDeps,
  kind: AccountMailKind,
  address: string,
  options: { enforce?: boolean } = {},
): Promise<void> {
  const hit = await recordHit(deps.db, `mail:${kind}:${address.toLowerCase()}`, { windowMs: WINDOW_MS });
  const limit = deps.config.ACCOUNT_MAILS_PER_HOUR;
  if (options.enforce === false || hit.hits <= limit) {
    return;
  }
  const nextAt = new Date(hit.windowStartedAt.getTime() + WINDOW_MS);
  throw new AppError(
    'MAIL_LIMITED',
    `같은 계정에는 메일을 한 시간에 ${limit}번까지 보낼 수 있습니다. ${formatKoreanDateTime(nextAt)} 이후에 다시 시도해주세요.`,
    { retryAfterSeconds: (nextAt.getTime() - Date.now()) / 1000 },
  );
}
