import { DEFAULT_MARKET_COMMISSIONS, DEFAULT_PRICE_SETTINGS } from '@sellerdesk/domain';
import type { ProductSummary } from '@sellerdesk/domain/api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { productMargins } from './product-columns';
import { VIRTUAL_ROWS_FROM } from '../../../components/virtual-table';
import { ProductTable } from './product-table';

function products(count: number): ProductSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    site: 'taobao',
    code: String(700_000_000 + index),
    title: `상품 ${index}`,
    sourceTitle: `商品 ${index}`,
    image: null,
    optionCount: 2,
    priceMinKrw: 10_000,
    priceMaxKrw: 12_000,
    sourceUrl: 'https://item.taobao.com/item.htm?id=1',
    groupName: '',
    memo: '',
    needsTranslation: index % 2 === 0,
    soldOut: false,
    tags: [],
    workNumber: null,
    createdAt: '2026-11-24T00:00:00.000Z',
    version: 1,
    sourcePrice: '30',
    sourceCurrency: 'CNY' as const,
    listings: [],
  }));
}

/** Exchange base 200, ₩3,000 shipping, the default commissions. */
const settings = {
  priceRangeModel: { ...DEFAULT_PRICE_SETTINGS.priceRangeModel, currency: 'CNY' as const, exchangeBase: 200 },
  margin: { shippingPerItem: 3000, commissions: { ...DEFAULT_MARKET_COMMISSIONS } },
};

const noop = () => undefined;

// jsdom has no ResizeObserver (Mantine's scroll area and the virtualizer's measuring ask for one).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

describe('ProductTable', () => {
  it('renders every row of a short page', () => {
    renderWithProviders(
      <ProductTable
        products={products(20)}
        selected={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onOpen={noop}
        priceSettings={settings}
      />,
    );
    expect(screen.getAllByTestId('product-row')).toHaveLength(20);
  });

  it('renders only a window of 10,000 rows, starting at the first', () => {
    // jsdom lays nothing out: give the scroll container an 800 px tall box, as a browser window would.
    const height = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
    // …and every row the height of a real one when it is measured.
    const rect = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 1200, 84);
    onTestFinished(() => {
      HTMLElement.prototype.getBoundingClientRect = rect;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      Object.defineProperty(Element.prototype, 'clientHeight', height);
    });
    const started = performance.now();
    renderWithProviders(
      <ProductTable
        products={products(10_000)}
        selected={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onOpen={noop}
        priceSettings={settings}
      />,
    );
    const rows = screen.getAllByTestId('product-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(VIRTUAL_ROWS_FROM);
    expect(rows[0]!.getAttribute('data-code')).toBe('700000000');
    expect(screen.getByTestId('product-table').getAttribute('data-rows')).toBe('10000');
    // Not a timing test: a generous bound that only a render of all 10,000 rows would break.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('shows the margin at SmartStore, a loss warning and each market’s upload state', () => {
    const [kept, lost] = products(2);
    const rows = [
      {
        ...kept!,
        listings: [
          { market: 'SmartStore' as const, state: 'uploaded' as const },
          { market: 'Coupang' as const, state: 'failed' as const },
        ],
      },
      // ¥60 → ₩12,000 cost on a ₩10,000 sale: a loss everywhere.
      { ...lost!, sourcePrice: '60' },
    ];
    renderWithProviders(
      <ProductTable
        products={rows}
        selected={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onOpen={noop}
        priceSettings={settings}
      />,
    );
    const margins = screen.getAllByTestId('product-margin');
    // 10,000 − 6,000 − 3,000 − 550 (5.5 %) = 450.
    expect(margins[0]!.textContent).toContain('₩450');
    expect(margins[0]!.getAttribute('data-loss')).toBe('true');
    expect(margins[1]!.textContent).toContain('-₩');
    expect(screen.getAllByTestId('product-loss')).toHaveLength(2);
    const uploads = screen.getAllByTestId('product-uploads');
    const badges = uploads[0]!.querySelectorAll('[data-market]');
    expect(
      [...badges].map((badge) => `${badge.getAttribute('data-market')}:${badge.getAttribute('data-state')}`),
    ).toEqual(['SmartStore:uploaded', 'Coupang:failed']);
    expect(uploads[1]!.getAttribute('data-state')).toBe('none');
    expect(uploads[1]!.textContent).toBe('미업로드');
  });

  it('computes margins with the domain rule, or none without the settings or a source price', () => {
    const [row] = products(1);
    expect(productMargins(row!, settings)?.shown).toMatchObject({ margin: 450, cost: 6000, commission: 550 });
    // At 13 % (11st, ESM) 10,000 − 6,000 − 3,000 − 1,300 is a loss; at 10.8 % (Coupang) too.
    expect(productMargins(row!, settings)?.losses).toEqual([
      'WeMakePrice',
      'Auction',
      'Gmarket',
      'Coupang',
      'Elevenst',
    ]);
    expect(productMargins(row!, undefined)).toBeNull();
    expect(productMargins({ ...row!, sourcePrice: null }, settings)).toBeNull();
    // A won source (Costco) is its own cost, whatever the exchange base.
    expect(
      productMargins({ ...row!, sourcePrice: '5000', sourceCurrency: 'KRW' }, settings)?.shown.cost,
    ).toBe(5000);
  });
});
