import { ApiError } from '@sellerdesk/client';
import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CategoryBrowser } from './category-browser';

// jsdom has no ResizeObserver; Mantine's Select measures with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const answers = vi.hoisted(() => new Map<unknown, (input: unknown) => Promise<unknown>>());

vi.mock('../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown, input: unknown) =>
    answers.get(endpoint)?.(input) ?? Promise.reject(new Error('unexpected call')),
}));

afterEach(() => {
  cleanup();
  answers.clear();
});

const dress = {
  id: '00010001000100000000',
  name: '원피스',
  path: ['패션의류', '여성의류', '원피스'],
  parentId: '00010001000000000000',
  isLeaf: true,
  largeName: '패션의류',
  middleName: '여성의류',
  smallName: '원피스',
  detailName: '',
};

describe('CategoryBrowser while the server fills the cache', () => {
  it('shows the progress instead of an error and shows the categories once the cache is ready', async () => {
    let ready = false;
    let stateCalls = 0;
    answers.set(endpoints.UserSetting.GetCategory, () =>
      ready
        ? Promise.resolve({
            market: 'Gmarket',
            refreshedAt: '2026-11-24T10:00:00.000Z',
            total: 1,
            page: 1,
            maxRow: 500,
            items: [{ ...dress, id: '00010000000000000000', name: '패션의류', isLeaf: false }],
          })
        : Promise.reject(
            new ApiError(503, '카테고리를 불러오는 중입니다… (진행 1,234개)', 'CATEGORY_CACHE_LOADING'),
          ),
    );
    answers.set(endpoints.UserSetting.GetCategoryRefresh, () => {
      stateCalls += 1;
      // Running on the first two looks, then done: the lists are asked again and answer.
      if (stateCalls >= 3) {
        ready = true;
        return Promise.resolve({
          items: [{ market: 'Gmarket', state: 'done', count: 5994, refreshedAt: '2026-11-24T10:00:00.000Z' }],
        });
      }
      return Promise.resolve({
        items: [
          { market: 'Gmarket', state: 'running', fetched: 1234, startedAt: '2026-11-24T09:58:00.000Z' },
        ],
      });
    });

    renderWithProviders(<CategoryBrowser market="Gmarket" onPick={null} picking={false} />);
    const loading = await screen.findByTestId('category-loading');
    await waitFor(() => expect(loading.textContent).toBe('카테고리를 불러오는 중… 1,234개'));
    expect(screen.getByTestId('category-browser').getAttribute('data-cache-state')).toBe('loading');
    expect(screen.queryByTestId('category-error')).toBeNull();

    await waitFor(
      () => expect(screen.getByTestId('category-browser').getAttribute('data-cache-state')).toBe('ready'),
      { timeout: 10_000 },
    );
    expect(screen.queryByTestId('category-loading')).toBeNull();
    expect(screen.getByTestId('category-age').textContent).toContain('불러옴');
  });

  it('shows any other failure at once', async () => {
    answers.set(endpoints.UserSetting.GetCategory, () =>
      Promise.reject(new ApiError(409, 'G마켓 카테고리를 아직 불러오지 않았습니다.', 'CATEGORY_CACHE_EMPTY')),
    );
    renderWithProviders(<CategoryBrowser market="Gmarket" onPick={null} picking={false} />);
    expect((await screen.findByTestId('category-error')).textContent).toContain('아직 불러오지 않았습니다');
    expect(screen.queryByTestId('category-loading')).toBeNull();
  });
});
