import { ERRORS } from '@sellerdesk/domain';

function normalize(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * Spec §5: a password change must name the logged-in account, else '비정상적인 계정정보 입니다.'. The
 * account shown on the screen comes from the cached user; the logged-in one from the stored session, which
 * follows other tabs — if another tab switched accounts, the two differ and nothing is sent.
 */
export function checkPasswordChangeAccount(account: string, loggedInUsername: string | null): string | null {
  if (!account.trim() || loggedInUsername == null || normalize(account) !== normalize(loggedInUsername)) {
    return ERRORS.ABNORMAL_ACCOUNT.message;
  }
  return null;
}
