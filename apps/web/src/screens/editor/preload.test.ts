import { endpoints } from '@sellerdesk/domain/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { productKeys } from '../../hooks/api/products';
import { session } from '../../lib/session';
import { editorScreenLoader } from './editor-screen-loader';
import { preloadEditorPopup } from './preload';

const calls = vi.hoisted(() => [] as { endpoint: unknown; input: unknown }[]);

vi.mock('../../app/http', () => ({
  API_BASE_URL: '/api',
  call: async (endpoint: unknown, input: unknown) => {
    calls.push({ endpoint, input });
    return endpoint === endpoints.Product.SearchCollectProductDetail ? { summary: { id: 'p1' } } : {};
  },
}));
// The preload loads the screen's code; what it is does not matter here.
vi.mock('./editor-screen', () => ({ EditorScreen: () => null }));

const asked = () => calls.map((entry) => entry.endpoint);

beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
});
afterEach(() => {
  session.clearTokens();
});

describe('preloadEditorPopup', () => {
  it('asks for the product, the user and the template at once, into the cache the screen reads', async () => {
    session.save({ accessToken: 'a', refreshToken: 'r' });
    const ready = preloadEditorPopup({ pathname: '/editor', search: '?site=taobao&productNumber=%20123' });
    expect(ready).toBeInstanceOf(Promise);
    expect(asked()).toEqual(
      expect.arrayContaining([
        endpoints.Product.SearchCollectProductDetail,
        endpoints.Auth.user,
        endpoints.Market.GetDetailPageConfig,
      ]),
    );
    expect(
      calls.find((entry) => entry.endpoint === endpoints.Product.SearchCollectProductDetail)?.input,
    ).toEqual({
      query: { site: 'taobao', code: '123' },
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(productKeys.detail('taobao', '123'))).toEqual({
        summary: { id: 'p1' },
      }),
    );
    // The screen's code through the loader the route renders from: once ready, the route needs no fallback.
    await ready;
    expect(editorScreenLoader.loaded()).toHaveProperty('EditorScreen');
  });

  it('asks for no product without a known site and a code (the screen says there is none)', () => {
    session.save({ accessToken: 'a', refreshToken: 'r' });
    expect(
      preloadEditorPopup({ pathname: '/editor', search: '?site=amazon&productNumber=1' }),
    ).not.toBeNull();
    expect(asked()).not.toContain(endpoints.Product.SearchCollectProductDetail);
  });

  it('does nothing on other pages, or without a session (the guard sends the visitor to log in)', () => {
    session.save({ accessToken: 'a', refreshToken: 'r' });
    expect(preloadEditorPopup({ pathname: '/app/product/edit', search: '' })).toBeNull();
    session.clearTokens();
    expect(preloadEditorPopup({ pathname: '/editor', search: '?site=taobao&productNumber=123' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
