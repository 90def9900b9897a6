import { describe, expect, it } from 'vitest';
import { checkPasswordChangeAccount } from './password-account';

describe('password change account check (spec §5)', () => {
  it('accepts the logged-in account, ignoring case and spaces', () => {
    expect(checkPasswordChangeAccount('seller@example.com', 'seller@example.com')).toBeNull();
    expect(checkPasswordChangeAccount(' Seller@Example.com ', 'seller@example.com')).toBeNull();
  });

  it("refuses another account with '비정상적인 계정정보 입니다.'", () => {
    expect(checkPasswordChangeAccount('other@example.com', 'seller@example.com')).toBe(
      '비정상적인 계정정보 입니다.',
    );
    expect(checkPasswordChangeAccount('', 'seller@example.com')).toBe('비정상적인 계정정보 입니다.');
    expect(checkPasswordChangeAccount('seller@example.com', null)).toBe('비정상적인 계정정보 입니다.');
  });
});
