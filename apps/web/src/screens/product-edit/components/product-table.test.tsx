import type { ProductSummary } from '@sellerdesk/domain/api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductTable, VIRTUAL_ROWS_FROM } from './product-table';

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
  }));
}

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
});
