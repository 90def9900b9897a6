import { DEFAULT_PRICE_SETTINGS, krwEntryFor, roundModelFor, type PriceRangeModel } from '@sellerdesk/domain';
import type { PriceSettingsResponse } from '@sellerdesk/domain/api';
import { endpoints } from '@sellerdesk/domain/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PricePreviewCard } from './price-preview-card';

const answers = vi.hoisted(() => new Map<unknown, () => unknown>());

vi.mock('../../../app/http', () => ({
  API_BASE_URL: '/api',
  call: (endpoint: unknown) => {
    const answer = answers.get(endpoint);
    return answer ? Promise.resolve(answer()) : Promise.reject(new Error('unexpected call'));
  },
}));

afterEach(() => {
  cleanup();
  answers.clear();
});

/** The seller: × 1.3 + ₩3,000 at ₩195 a yuan, cut under ₩100. */
const sellerModel: PriceRangeModel = {
  ...DEFAULT_PRICE_SETTINGS.priceRangeModel,
  exchangeBase: 195,
  simpleModel: { mainType: '*', mainValue: 1.3, subType: '+', subValue: 3000 },
};

function answerSettings(settings: Partial<PriceSettingsResponse>) {
  const response: PriceSettingsResponse = {
    ...DEFAULT_PRICE_SETTINGS,
    roundModel: roundModelFor(2),
    saved: false,
    updatedAt: null,
    ...settings,
  };
  answers.set(endpoints.Market.GetPrice, () => response);
}

function renderCard() {
  return renderWithProviders(
    <MemoryRouter>
      <PricePreviewCard />
    </MemoryRouter>,
  );
}

describe('수집 가격 미리보기', () => {
  it("previews with the seller's saved settings exactly what collection stores", async () => {
    answerSettings({
      priceRangeModel: sellerModel,
      saved: true,
      updatedAt: '2026-11-01T00:00:00.000Z',
    });
    renderCard();
    const input = await screen.findByTestId('price-input');
    fireEvent.change(input, { target: { value: '23.54' } });
    // Collection's KRW entry for a ¥23.54 SKU: 23.54 × 195 = 4,590 → × 1.3 + 3,000 = 8,967 → ₩8,900.
    const stored = krwEntryFor({ salePrice: '23.54', originalPrice: '23.54' }, 'CNY', sellerModel);
    expect(stored.salePrice).toBe(8900);
    expect(screen.getByTestId('price-result').textContent).toBe('₩8,900');
    expect(screen.getByTestId('price-base').textContent).toBe('₩4,590');
    expect(screen.getByTestId('price-preview').textContent).toContain('1 CNY = ₩195');
    expect(screen.getByTestId('price-preview').textContent).not.toContain('설정 화면과 함께 제공');
    // These settings keep a margin after the fees: no warning.
    expect(screen.queryByTestId('price-settings-notice')).toBeNull();
  });

  it('says the default settings leave no margin, with a link to 가격 설정', async () => {
    answerSettings({});
    renderCard();
    const notice = await screen.findByTestId('price-settings-notice');
    expect(notice.textContent).toContain('기본 가격 설정에는 마진이 없습니다');
    expect(screen.getByTestId('price-settings-link').getAttribute('href')).toBe('/app/setting?section=price');
    expect(screen.getByTestId('price-result').textContent).toBe('₩27,800');
  });
});
