import { DEFAULT_PRICE_SETTINGS, roundModelFor } from '@sellerdesk/domain';
import type { PriceSettingsResponse } from '@sellerdesk/domain/api';
import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductEditScreen } from '../screens/product-edit/product-edit-screen';
import { WorkflowSteps } from '../screens/start/components/workflow-steps';
import { renderWithProviders } from '../test/render';

const answers = vi.hoisted(() => new Map<unknown, () => unknown>());

vi.mock('../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown) => {
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer()) : Promise.reject(new Error('unexpected call'));
  },
}));

// jsdom has no ResizeObserver (Mantine's scroll areas ask for one).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  answers.clear();
});

/** A fresh account: GetPrice answers the §9 defaults, never saved. */
const defaults: PriceSettingsResponse = {
  ...DEFAULT_PRICE_SETTINGS,
  roundModel: roundModelFor(2),
  saved: false,
  updatedAt: null,
};

describe('a fresh account’s price settings', () => {
  it('the catalogue says the defaults leave no margin, with a link to 가격 설정', async () => {
    answers.set(endpoints.Market.GetPrice, () => defaults);
    answers.set(endpoints.Product.SearchCollectProductSummary, () => ({
      items: [],
      total: 0,
      totalCapped: false,
      nextCursor: null,
      page: 1,
    }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/app/product/edit']}>
        <ProductEditScreen />
      </MemoryRouter>,
    );
    const notice = await screen.findByTestId('price-settings-notice');
    expect(notice.textContent).toContain('기본 가격 설정에는 마진이 없습니다');
    expect(notice.textContent).toContain('모든 상품이 손해');
    expect(screen.getByTestId('price-settings-link').getAttribute('href')).toBe('/app/setting?section=price');
  });

  it('the start guide sets prices before collecting', () => {
    renderWithProviders(
      <MemoryRouter>
        <WorkflowSteps />
      </MemoryRouter>,
    );
    const steps = screen.getAllByTestId('workflow-step').map((step) => step.getAttribute('data-step'));
    expect(steps.indexOf('price')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('price')).toBeLessThan(steps.indexOf('collect'));
    const price = screen.getAllByTestId('workflow-step')[steps.indexOf('price')]!;
    expect(price.querySelector('a')?.getAttribute('href')).toBe('/app/setting?section=price');
  });
});
