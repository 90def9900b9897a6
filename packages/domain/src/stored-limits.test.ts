import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import { assertStoredLength, STORED_HTML_FIELDS } from './stored-limits';

describe('assertStoredLength', () => {
  it('passes a value at its limit through unchanged', () => {
    const atLimit = 'a'.repeat(STORED_HTML_FIELDS.top.max);
    expect(assertStoredLength(atLimit, STORED_HTML_FIELDS.top)).toBe(atLimit);
  });

  it('refuses one character more with CONTENT_TOO_LONG naming the field, its limit and the length', () => {
    const over = 'a'.repeat(STORED_HTML_FIELDS.detailPage.max + 1);
    let caught: unknown;
    try {
      assertStoredLength(over, STORED_HTML_FIELDS.detailPage);
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught) && caught.reason).toBe('CONTENT_TOO_LONG');
    expect((caught as Error).message).toBe(
      '상세페이지는 정리한 HTML 기준 5,000,000자까지 저장할 수 있습니다. 지금은 5,000,001자입니다. 내용을 줄여 다시 저장해주세요.',
    );
    expect(() => assertStoredLength('a'.repeat(500_001), STORED_HTML_FIELDS.bottom)).toThrow(/^하단 내용은 /);
  });
});
