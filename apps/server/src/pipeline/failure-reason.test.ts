import { failureMessage } from '@sellerdesk/sources';
import { describe, expect, it } from 'vitest';
import { finalFailureReason } from './failure-reason';

describe('finalFailureReason', () => {
  it('replaces the promise of a retry with what happened and what the seller can do', () => {
    for (const code of ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'NETWORK', 'TOKEN_REFRESH_FAILED'] as const) {
      const reason = finalFailureReason(failureMessage(code, 'costco'), 4);
      expect(reason, code).not.toContain('다시 시도합니다');
      expect(reason).toContain('4번 시도했지만 실패했습니다.');
      expect(reason).toContain('실패 항목 다시 시도');
    }
    expect(
      finalFailureReason('코스트코 서버가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도합니다.', 4),
    ).toBe(
      '코스트코 서버가 일시적으로 응답하지 않습니다. 4번 시도했지만 실패했습니다. 잠시 뒤 작업 결과에서 "실패 항목 다시 시도"를 눌러주세요.',
    );
  });

  it('keeps a message that promised nothing', () => {
    expect(finalFailureReason('상품을 처리하는 중 오류가 발생했습니다. 다시 시도해주세요.', 4)).toContain(
      '다시 시도해주세요. 4번 시도했지만',
    );
  });
});
