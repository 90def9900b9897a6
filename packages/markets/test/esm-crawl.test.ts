import { DEFAULT_ESM_MASTER, startMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { describe, expect, it } from 'vitest';
import { createGmarketAdapter } from '../src/esm/adapter';
import { ESM_CRAWL_CONCURRENCY, EsmCategories } from '../src/esm/categories';
import type { EsmClient, Json } from '../src/esm/client';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { marketDefinitions, marketsSharingCategories } from '../src/registry';

/**
 * The ESM category crawl: one `sd-cats` call per non-leaf category, never more than
 * `ESM_CRAWL_CONCURRENCY` in flight (the account's limiter paces them; a whole level at once would crowd
 * out the seller's other ESM calls sharing that limiter), progress reported as categories arrive.
 */

/** A synthetic tree: `fanOut` children per category down to `depth` levels (the last level leaves). */
function fakeClient(fanOut: number, depth: number, failOn?: string) {
  let inFlight = 0;
  let peak = 0;
  let calls = 0;
  const segments = (code: string) =>
    code === '0' ? [] : (code.match(/\d{4}/g) ?? []).filter((s) => s !== '0000');
  const client = {
    async get(path: string): Promise<Json> {
      const code = path.split('/').pop() ?? '';
      calls += 1;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        // Answers out of order, as a real gateway does.
        await new Promise((resolve) => setTimeout(resolve, 1 + ((calls * 7) % 5)));
        if (code === failOn) {
          throw new Error('gateway refused');
        }
        const level = segments(code);
        return {
          sdCategoryTree: Array.from({ length: fanOut }, (_, index) => {
            const mine = [...level, String(index + 1).padStart(4, '0')];
            return {
              SDCategoryCode: mine.join('').padEnd(20, '0'),
              SDCategoryName: `분류${mine.map(Number).join('-')}`,
              IsLeafCategory: mine.length === depth,
            };
          }),
        };
      } finally {
        inFlight -= 1;
      }
    },
  };
  return { client: client as unknown as EsmClient, peak: () => peak, calls: () => calls };
}

describe('ESM category crawl', () => {
  it('walks the whole tree with at most three calls in flight and reports progress', async () => {
    const fake = fakeClient(4, 4);
    const progress: number[] = [];
    const all = await new EsmCategories(fake.client, 'Gmarket').all({
      onProgress: (fetched) => progress.push(fetched),
    });
    // 4 + 16 + 64 + 256 categories; one call for the root and one per non-leaf (1 + 4 + 16 + 64).
    expect(all).toHaveLength(340);
    expect(new Set(all.map((category) => category.id)).size).toBe(340);
    expect(fake.calls()).toBe(85);
    expect(ESM_CRAWL_CONCURRENCY).toBe(3);
    expect(fake.peak()).toBe(ESM_CRAWL_CONCURRENCY);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(340);
    const deep = all.find((category) => category.id === '00020003000100040000');
    expect(deep).toMatchObject({
      path: ['분류2', '분류2-3', '분류2-3-1', '분류2-3-1-4'],
      parentId: '00020003000100000000',
      isLeaf: true,
    });
    expect(all.filter((category) => category.parentId === null)).toHaveLength(4);
  });

  it('fails the crawl when a call fails', async () => {
    const fake = fakeClient(3, 3, '00020000000000000000');
    await expect(new EsmCategories(fake.client, 'Auction').all()).rejects.toThrow('gateway refused');
  });

  it("crawls the emulator's tree through the account's limiter without a 429", async () => {
    const emulator = await startMarketEmulator({ categories: 'builtin' });
    try {
      const adapter = createGmarketAdapter(
        {
          masterId: DEFAULT_ESM_MASTER.masterId,
          secretKey: DEFAULT_ESM_MASTER.secretKey,
          sellerId: DEFAULT_ESM_MASTER.sellers.G[0]!,
        },
        { fetcher: fetchFetcher(), baseUrl: emulator.baseUrls.esm, limiters: new RateLimiterPool() },
      );
      let last = 0;
      const all = await adapter.allCategories({ onProgress: (fetched) => (last = fetched) });
      expect(all.length).toBeGreaterThan(0);
      expect(last).toBe(all.length);
      expect(emulator.markets.esm.stats().rateLimited).toBe(0);
    } finally {
      await emulator.close();
    }
  });

  it('is one crawl for G마켓 and 옥션: they share the ESM tree, every other market has its own', () => {
    expect(marketsSharingCategories('Gmarket')).toEqual(['Gmarket', 'Auction']);
    expect(marketsSharingCategories('Auction')).toEqual(['Auction', 'Gmarket']);
    for (const code of ['SmartStore', 'Coupang', 'Elevenst', 'WeMakePrice'] as const) {
      expect(marketsSharingCategories(code)).toEqual([code]);
    }
    const trees = new Set(marketDefinitions().map((definition) => definition.categoryTree));
    expect(trees.size).toBe(marketDefinitions().length - 1);
  });
});
