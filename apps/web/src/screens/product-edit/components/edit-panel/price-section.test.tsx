import {
  buildDetailOptions,
  DEFAULT_MARKET_COMMISSIONS,
  DEFAULT_PRICE_SETTINGS,
  formatWon,
  krwPriceOf,
  ProductDetail,
  withPriceEntry,
  type PriceSettings,
} from '@sellerdesk/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { productMargins } from '../product-columns';
import { PriceSection } from './price-section';

/** A 1688 product with three colours at ₩28,900, ₩30,900 and ₩33,900 (source ¥100). */
function optionProduct(): ProductDetail {
  const base = ProductDetail.parse({
    site: '1688',
    code: '801',
    title: [{ language: 'ko', text: '폰 케이스' }],
    option: {
      optionGroups: [
        {
          id: 'c',
          groupName: [{ language: 'ko', text: '색상' }],
          groups: ['빨강', '파랑', '초록'].map((name, index) => ({
            id: `v${index}`,
            optionName: [{ language: 'ko', text: name }],
          })),
        },
      ],
    },
    price: [
      { currency: 'CNY', originalPrice: '100', salePrice: '100' },
      { currency: 'KRW', originalPrice: 28_900, salePrice: 28_900 },
    ],
    image: ['/api/images/a1/a.jpg'],
    source: {
      site: '1688',
      code: '801',
      url: 'https://detail.1688.com/offer/801.html',
      title: '手机壳',
      language: 'zh',
      currency: 'CNY',
      price: '100',
      collectedAt: '2025-01-02T03:04:05.000Z',
    },
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
  });
  const won = [28_900, 30_900, 33_900];
  const detailOptions = buildDetailOptions(base.option.optionGroups).map((option, index) => ({
    ...option,
    price: withPriceEntry(option.price, {
      currency: 'KRW',
      originalPrice: won[index]!,
      salePrice: won[index]!,
    }),
  }));
  return { ...base, option: { ...base.option, detailOptions } };
}

const settings: PriceSettings = {
  ...DEFAULT_PRICE_SETTINGS,
  priceRangeModel: { ...DEFAULT_PRICE_SETTINGS.priceRangeModel, currency: 'CNY', exchangeBase: 200 },
  margin: { shippingPerItem: 3000, commissions: { ...DEFAULT_MARKET_COMMISSIONS } },
};

let latest: ProductDetail | null = null;

function Harness() {
  const [draft, setDraft] = useState(optionProduct);
  latest = draft;
  return <PriceSection draft={draft} settings={settings} onChange={setDraft} />;
}

afterEach(cleanup);

describe('PriceSection with options', () => {
  it('moves the options to the 판매가 and shows the margin the catalogue will show', () => {
    renderWithProviders(<Harness />);
    const input = screen.getByTestId('edit-price') as HTMLInputElement;
    expect(input.value).toBe('28,900원');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '35000' } });
    fireEvent.blur(input);

    // The cheapest option sells at the seller's price; the others keep their ₩2,000 and ₩5,000 extra.
    const won = latest!.option.detailOptions.map((option) => krwPriceOf(option.price)!.salePrice);
    expect(won).toEqual([35_000, 37_000, 40_000]);

    // The catalogue's margin column for the saved product: taken at its lowest option price.
    const catalogue = productMargins(
      { priceMinKrw: Math.min(...won), sourcePrice: '100', sourceCurrency: 'CNY' },
      settings,
    )!;
    const preview = screen.getByTestId('margin-preview');
    expect(preview.textContent).toContain(
      `${formatWon(catalogue.shown.margin)} (${catalogue.shown.marginRate}%)`,
    );
    expect(screen.queryByTestId('margin-loss')).toBeNull();
  });
});
