import type { DetailOption, OptionGroup } from '@sellerdesk/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CombinationsTable } from './combinations-table';

// The virtual list needs a laid-out scroller (jsdom has none): every row renders here.
vi.mock('../../../../components/virtual-list', () => ({
  VirtualList: <T,>({ items, renderItem }: { items: T[]; renderItem: (item: T) => React.ReactNode }) => (
    <div>
      {items.map((item, index) => (
        <div key={index}>{renderItem(item)}</div>
      ))}
    </div>
  ),
}));

const value = (id: string, text: string) => ({
  id,
  optionName: [{ language: 'ko' as const, text }],
  optionImage: null,
  originalPrice: '0',
  salePrice: '0',
  quantity: 1000,
});
const groups: OptionGroup[] = [
  {
    id: 'g0',
    groupName: [{ language: 'ko', text: '사이즈' }],
    groups: [value('g0v0', 'M'), value('value-xl', 'XL')],
  },
];
const option = (id: string, optionName: string): DetailOption => ({
  id,
  checked: true,
  groupName: '사이즈',
  optionName,
  isSoldOut: false,
  price: [{ currency: 'KRW', salePrice: 10000, originalPrice: 10000 }],
  quantity: 1000,
  image: null,
});

afterEach(cleanup);

describe('CombinationsTable', () => {
  it('marks the combinations the seller added (no source SKU) as left out of source sync', () => {
    renderWithProviders(
      <CombinationsTable
        options={[option('5012345678', 'M'), option('value-xl', 'XL')]}
        groups={groups}
        onChange={() => undefined}
      />,
    );
    const marks = screen.getAllByTestId('combination-seller-added');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('[data-testid="combination"]')?.getAttribute('data-name')).toBe('XL');
    expect(marks[0]!.textContent).toBe('직접 추가 · 동기화 제외');
  });
});
