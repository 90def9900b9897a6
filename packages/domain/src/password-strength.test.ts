import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength';

const account = { account: 'seller.kim@example.com', name: '김셀러' };

describe('checkPasswordStrength', () => {
  it.each(['password1', 'qwerty123', 'abcd1234', 'newpass123', 'seller1234'])(
    'refuses the common or guessable %s with a Korean reason and how to do better',
    async (password) => {
      const verdict = await checkPasswordStrength(password, account);
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) {
        expect(verdict.message).toMatch(
          /^비밀번호가 너무 쉽습니다\. .+ 서로 관계없는 단어 3~4개를 이어 12자 이상/,
        );
      }
    },
  );

  it('says which list a common password is on', async () => {
    const verdict = await checkPasswordStrength('password1');
    expect(verdict).toMatchObject({ ok: false, message: expect.stringContaining('유출된 비밀번호') });
  });

  it('refuses a password containing the e-mail, its local part or the name, whatever its score', async () => {
    for (const password of ['Seller.Kim@example.com7', 'x9-seller.kim-Harbour!', 'Purple김셀러Tunnel42']) {
      const verdict = await checkPasswordStrength(password, account);
      expect(verdict.ok, password).toBe(false);
      if (!verdict.ok) {
        expect(verdict.message).toMatch(/이메일\(아이디\)|이름/);
      }
    }
  });

  it('accepts unrelated words strung together', async () => {
    const verdict = await checkPasswordStrength('maple-orbit-tundra-42', account);
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.score).toBeGreaterThanOrEqual(3);
  });
});
