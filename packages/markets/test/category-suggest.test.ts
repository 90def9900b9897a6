import { DEFAULT_COUPANG_VENDOR, startMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { CATEGORY_SUGGESTION_CONFIDENT } from '@sellerdesk/domain';
import { describe, expect, it } from 'vitest';
import { suggestCategories, suggestMarketCategories } from '../src/category-suggest';
import { createCoupangAdapter } from '../src/coupang/adapter';
import { MarketError } from '../src/errors';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { coupangTree, elevenstTree, esmTree, leaf, naverPaths, SNAPSHOTS } from './category-snapshots';

describe('suggestCategories (name-path similarity)', () => {
  const tree = [
    leaf('1', ['패션의류', '여성의류', '원피스']),
    leaf('2', ['패션의류', '여성의류', '블라우스']),
    leaf('3', ['패션의류', '남성의류', '셔츠']),
    leaf('4', ['주방용품', '컵/텀블러', '보온/보냉텀블러']),
    { ...leaf('5', ['패션의류', '여성의류']), isLeaf: false },
  ];

  it('ranks the closest leaves first and never suggests an inner category', () => {
    const ranked = suggestCategories({ path: ['패션의류', '여성의류', '원피스'] }, tree);
    expect(ranked[0]?.category.id).toBe('1');
    expect(ranked.every((entry) => entry.category.isLeaf && entry.from === 'similarity')).toBe(true);
    expect(ranked.map((entry) => entry.score)).toEqual(
      [...ranked.map((entry) => entry.score)].sort((a, b) => b - a),
    );
    expect(suggestCategories({ path: ['생활/건강', '주방용품', '텀블러'] }, tree)[0]?.category.id).toBe('4');
  });

  it('uses the product name when the source path alone is vague', () => {
    const ranked = suggestCategories(
      { path: ['패션의류', '여성의류', '기타'], productName: '여름 린넨 블라우스' },
      tree,
    );
    expect(ranked[0]?.category.id).toBe('2');
    expect(suggestCategories({ path: ['패션의류'] }, tree, { limit: 2 })).toHaveLength(2);
  });

  it('gives a target that names nothing of the source a confidence below the warning threshold', () => {
    const phoneCase = { path: ['디지털/가전', '휴대폰액세서리', '휴대폰케이스', '아이폰 케이스'] };
    const ranked = suggestCategories(phoneCase, tree);
    expect(ranked.every((entry) => entry.score < CATEGORY_SUGGESTION_CONFIDENT)).toBe(true);
    const dress = suggestCategories({ path: ['패션의류', '여성의류', '원피스'] }, tree);
    expect(dress[0]!.score).toBeGreaterThanOrEqual(CATEGORY_SUGGESTION_CONFIDENT);
  });
});

describe.skipIf(!SNAPSHOTS)('suggestCategories over the market snapshots', () => {
  const dir = SNAPSHOTS!;
  const trees = dir ? { elevenst: elevenstTree(dir), esm: esmTree(dir), coupang: coupangTree(dir) } : null;
  const naver = dir ? naverPaths(dir) : new Map<string, string[]>();

  it.each([
    ['50000807', /원피스/],
    ['50003854', /러닝|런닝|운동화/],
  ])('SmartStore %s suggests matching 11st, ESM and Coupang leaves', (naverId, expected) => {
    const source = { path: naver.get(naverId)! };
    expect(source.path).toBeDefined();
    for (const [market, tree] of Object.entries(trees!)) {
      const ranked = suggestCategories(source, tree);
      expect(ranked.length, market).toBe(5);
      expect(ranked[0]!.category.path.join('>'), market).toMatch(expected);
    }
  });

  it.each([
    ['50017920', undefined],
    ['50017920', '아이폰15 실리콘 케이스'],
    ['50017980', undefined],
    ['50017980', '투명 젤리 휴대폰 케이스'],
  ])('SmartStore phone case %s (product name %s) suggests a phone case on every market', (naverId, name) => {
    const source = { path: naver.get(naverId)!, ...(name ? { productName: name } : {}) };
    expect(source.path.join('>')).toMatch(/휴대폰케이스/);
    for (const [market, tree] of Object.entries(trees!)) {
      const [first] = suggestCategories(source, tree);
      const path = first!.category.path.join('>');
      // A case of a phone, not of a watch, a tablet, a camera or a navigation device.
      expect(path, market).toMatch(/휴대폰[^>]*>(.*>)?[^>]*케이스/);
      expect(first!.category.path.slice(-3).join('>'), market).not.toMatch(
        /스마트워치|태블릿|카메라|내비게이션/,
      );
      expect(first!.score, market).toBeGreaterThanOrEqual(CATEGORY_SUGGESTION_CONFIDENT);
    }
  });

  it('tells women’s from men’s when the leaf names are the same', () => {
    const men = suggestCategories({ path: naver.get('50003854')! }, trees!.elevenst);
    const women = suggestCategories({ path: naver.get('50003835')! }, trees!.elevenst);
    expect(men[0]!.category.path.join('>')).toMatch(/남성.*러닝화/);
    expect(women[0]!.category.path.join('>')).toMatch(/여성.*러닝화/);
  });
});

describe('suggestMarketCategories with a market recommendation API (Coupang category predict)', () => {
  it('puts the market’s own pick first and keeps the similarity ranking when the API fails', async () => {
    const emulator = await startMarketEmulator({ categories: 'builtin' });
    try {
      const adapter = createCoupangAdapter(
        {
          vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
          accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
          secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
          wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
        },
        { fetcher: fetchFetcher(), baseUrl: emulator.baseUrls.coupang, limiters: new RateLimiterPool() },
      );
      const source = { path: ['패션의류', '여성의류', '원피스'], productName: '여름 보온/보냉텀블러 500ml' };
      const { suggestions, recommendationError } = await suggestMarketCategories(adapter, source);
      expect(recommendationError).toBeNull();
      expect(suggestions[0]).toMatchObject({ from: 'market', category: { id: '80534', isLeaf: true } });
      expect(suggestions[0]!.category.path.at(-1)).toBe('보온/보냉텀블러');
      // The market's pick leads, but a tumbler for a dress category is shown as the guess it is.
      expect(suggestions[0]!.score).toBeLessThan(CATEGORY_SUGGESTION_CONFIDENT);
      expect(suggestions.slice(1).some((entry) => /원피스/.test(entry.category.path.join('>')))).toBe(true);
      expect(await adapter.recommendCategories!('알 수 없는 물건', [])).toEqual([]);

      const failing = {
        allCategories: () => adapter.allCategories(),
        recommendCategories: () =>
          Promise.reject(
            new MarketError({ market: 'Coupang', code: 'UNAVAILABLE', message: '쿠팡 추천 API 점검 중' }),
          ),
      };
      const fallback = await suggestMarketCategories(failing, source);
      expect(fallback.recommendationError).toBe('쿠팡 추천 API 점검 중');
      expect(fallback.suggestions[0]!.from).toBe('similarity');
      expect(fallback.suggestions[0]!.category.path.join('>')).toMatch(/원피스/);
    } finally {
      await emulator.close();
    }
  });
});
