import { describe, expect, it } from 'vitest';
import { DomainError, ERRORS, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries the catalogue reason, status and Korean message', () => {
    const error = new DomainError('OPTION_GROUP_LIMIT_EXCEEDED');
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'DomainError',
      reason: 'OPTION_GROUP_LIMIT_EXCEEDED',
      status: 400,
      message: '옵션 그룹은 최대 3개까지 사용할 수 있습니다.',
    });
    expect(new DomainError('INVALID_PRICE', '더 자세한 이유').message).toBe('더 자세한 이유');
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('every catalogue entry has an HTTP error status and a Korean message', () => {
    for (const [reason, { status, message }] of Object.entries(ERRORS)) {
      expect(status, reason).toBeGreaterThanOrEqual(400);
      expect(status, reason).toBeLessThan(600);
      expect(message, reason).toMatch(/[가-힣]/);
    }
  });
});
