import { describe, expect, it } from 'vitest';
import { readFallbackCategory, writeFallbackCategory } from './fallback-categories';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('upload fallback category memory', () => {
  it('keeps one category per seller and account, and forgets it when cleared', () => {
    const store = memoryStorage();
    const dress = { categoryId: '50000807', categoryPath: '패션의류 > 여성의류 > 원피스' };
    writeFallbackCategory('kim', 'account-1', dress, store);
    expect(readFallbackCategory('kim', 'account-1', store)).toEqual(dress);
    // Another account of the seller, or another seller on the same browser, does not get it.
    expect(readFallbackCategory('kim', 'account-2', store)).toBeNull();
    expect(readFallbackCategory('lee', 'account-1', store)).toBeNull();
    // Nothing is remembered before the seller is known.
    writeFallbackCategory('', 'account-1', dress, store);
    expect(readFallbackCategory('', 'account-1', store)).toBeNull();
    writeFallbackCategory('kim', 'account-1', null, store);
    expect(readFallbackCategory('kim', 'account-1', store)).toBeNull();
  });

  it('reads a damaged entry as none', () => {
    const store = memoryStorage();
    store.setItem('sellerdesk.uploadFallbackCategory.kim.account-1', '{not json');
    expect(readFallbackCategory('kim', 'account-1', store)).toBeNull();
  });
});
