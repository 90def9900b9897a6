import { ApiError } from '@sellerdesk/client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WorkProgress } from './work-progress';
import { WorkResult } from './work-result';

afterEach(cleanup);

describe('WorkProgress', () => {
  it('draws one section per non-empty state and says the finished percent', () => {
    renderWithProviders(
      <WorkProgress
        work={{ total: 10, queued: 3, running: 2, succeeded: 3, failed: 1, skipped: 1 }}
        textsKey="collect.works"
      />,
    );
    const bar = screen.getByTestId('work-progress');
    expect(bar.getAttribute('data-percent')).toBe('50');
    expect(bar.getAttribute('aria-label')).toBe('50%');
    const segments = [...bar.querySelectorAll('[data-segment]')].map((s) => s.getAttribute('data-segment'));
    // Running items stay in the empty rest with the queued ones: the bar is never fuller than its percent.
    expect(segments).toEqual(['succeeded', 'skipped', 'failed']);
  });
});

describe('WorkResult', () => {
  it('shows the accepted work with its left-out lines and the refused request with its reason', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <WorkResult
        textsKey="collect.result"
        testId="collect-result"
        onDismiss={onDismiss}
        outcomes={[
          {
            key: 'costco',
            label: '코스트코',
            ok: true,
            workNumber: 12,
            total: 3,
            rejected: [{ input: 'abc', reason: '상품 링크가 아닙니다.' }],
          },
          {
            key: 'taobao',
            label: '타오바오',
            ok: false,
            error: new ApiError(403, '한도를 넘었습니다.', 'COLLECTION_LIMIT_EXCEEDED'),
          },
        ]}
      />,
    );
    const accepted = screen.getByTestId('collect-result-costco');
    expect(accepted.getAttribute('data-work')).toBe('12');
    expect(accepted.textContent).toContain('작업 #12 · 코스트코 3개 수집을 시작했습니다.');
    expect(accepted.textContent).toContain('제외된 줄 1개');
    expect(accepted.textContent).toContain('상품 링크가 아닙니다.');
    expect(screen.getByTestId('collect-result-taobao').textContent).toContain(
      '타오바오 수집 요청이 거절되었습니다: 한도를 넘었습니다.',
    );
  });
});
