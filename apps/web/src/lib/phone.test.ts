import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0101234', '010-123-4'],
    ['0111234567', '011-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['010', '010'],
    ['010123456789999', '010-1234-5678'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});
