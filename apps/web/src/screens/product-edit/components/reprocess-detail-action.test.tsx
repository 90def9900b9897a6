import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReprocessDetailAction } from './reprocess-detail-action';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const calls = vi.hoisted(() => [] as { endpoint: unknown; input: unknown }[]);
const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => unknown>());

vi.mock('../../../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer(input)) : Promise.reject(new Error('unexpected call'));
  },
}));

const work = (state: 'running' | 'done', succeeded: number) => ({
  work: {
    workNumber: 41,
    state,
    total: 2,
    queued: 0,
    running: 2 - succeeded,
    succeeded,
    failed: 0,
    skipped: 0,
    createdAt: '2026-11-24T01:00:00.000Z',
    finishedAt: state === 'done' ? '2026-11-24T01:00:05.000Z' : null,
  },
  items: [
    {
      id: 'i1',
      position: 0,
      productId: 'p1',
      title: '여성 린넨 셔츠',
      state: succeeded > 0 ? 'succeeded' : 'running',
      reason: succeeded > 0 ? '이미지 4장 저장 / 문구 3개 번역' : null,
      attempts: 1,
      finishedAt: null,
    },
  ],
});

beforeEach(() => {
  calls.length = 0;
  answers.set(endpoints.Product.ReprocessDetailPage, () => ({ workNumber: 41, total: 2 }));
  answers.set(endpoints.Product.GetReprocessDetailPage, () => work('done', 2));
});
afterEach(() => {
  cleanup();
  answers.clear();
});

describe('상세페이지 다시 처리 action', () => {
  it('is disabled without a selection', () => {
    renderWithProviders(<ReprocessDetailAction productIds={[]} />);
    expect((screen.getByTestId('reprocess-detail-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks first, then starts the work for the selected ids and shows each product’s result', async () => {
    renderWithProviders(<ReprocessDetailAction productIds={['p1', 'p2']} />);
    fireEvent.click(screen.getByTestId('reprocess-detail-button'));
    expect(await screen.findByText(/선택한 상품 2개의 상세페이지 이미지를/)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === endpoints.Product.ReprocessDetailPage)).toBe(false);
    fireEvent.click(screen.getByTestId('reprocess-detail-start'));
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === endpoints.Product.ReprocessDetailPage)?.input).toEqual({
        body: { ids: ['p1', 'p2'] },
      }),
    );
    expect(await screen.findByText('이미지 4장 저장 / 문구 3개 번역')).toBeTruthy();
    expect(screen.getByTestId('reprocess-detail-counts').textContent).toBe(
      '성공 2 · 실패 0 · 건너뜀 0 / 전체 2',
    );
    expect(calls.find((c) => c.endpoint === endpoints.Product.GetReprocessDetailPage)?.input).toMatchObject({
      query: { workNumber: 41 },
    });
  });

  it('shows the server’s message when the start is refused', async () => {
    answers.set(endpoints.Product.ReprocessDetailPage, () => {
      throw new Error('존재하지않는 상품 번호 입니다.');
    });
    renderWithProviders(<ReprocessDetailAction productIds={['p9']} />);
    fireEvent.click(screen.getByTestId('reprocess-detail-button'));
    fireEvent.click(await screen.findByTestId('reprocess-detail-start'));
    // Still asking: no work to follow.
    await waitFor(() =>
      expect(calls.some((c) => c.endpoint === endpoints.Product.ReprocessDetailPage)).toBe(true),
    );
    expect(screen.getByTestId('reprocess-detail-start')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === endpoints.Product.GetReprocessDetailPage)).toBe(false);
  });
});
