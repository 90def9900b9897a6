import { describe, expect, it } from 'vitest';
// Nothing installs the messages in this file: loading a domain schema must be enough.
import { LoginBody } from '../src/api/auth';

describe('validation messages', () => {
  it('are Korean as soon as a domain schema is loaded', () => {
    const result = LoginBody.safeParse({ username: 'not-an-email' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(['이메일 주소 형식이 올바르지 않습니다.', '필수 항목입니다.']),
    );
  });
});
