import { DomainError } from './errors';

/** Account names are e-mail addresses, compared without case and surrounding spaces. */
export function sameAccount(account: string, username: string): boolean {
  return account.trim().toLowerCase() === username.trim().toLowerCase();
}

/** Spec §5: a password change names the logged-in account, else '비정상적인 계정정보 입니다.' (ABNORMAL_ACCOUNT). */
export function assertSameAccount(account: string, loggedInUsername: string): void {
  if (!sameAccount(account, loggedInUsername)) {
    throw new DomainError('ABNORMAL_ACCOUNT');
  }
}
