import { startMarketEmulator, type StartedMarketEmulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupangAdapter } from '../src/coupang/adapter';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import {
  coupangSettings as settings,
  coupangTemplate as template,
  DRESS_CATEGORY,
  OTHER_CATEGORY,
} from './coupang-fixtures';
import { colourSizeOptions, productFixture } from './fixtures';

/**
 * Coupang's own re-upload cases beyond the contract suite's: approved items cannot be deleted, only
 * stopped, so the options a listing drops stay on Coupang and must stay valid items of its category.
 */

describe('Coupang re-upload', () => {
  let emulator: StartedMarketEmulator;
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('moves a listing to a category with one more purchase option while options are dropped: the dropped approved items stay as whole items of the new category and stop selling', async () => {
    const coupang = createCoupangAdapter(settings(), {
      fetcher: fetchFetcher(),
      baseUrl: emulator.baseUrls.coupang,
      limiters: new RateLimiterPool(),
    });
    const code = '780000000001';
    const product = productFixture({
      code,
      options: colourSizeOptions(2, 3),
      images: [`${emulator.baseUrls.images}/${code}/main.jpg`, `${emulator.baseUrls.images}/${code}/2.jpg`],
    });
    const first = buildListingDraft(product, await template(coupang), {
      market: 'Coupang',
      categoryId: DRESS_CATEGORY,
    });
    const { ref } = await coupang.pushListing(first);
    const before = await coupang.readListing(ref);
    expect(before?.combinations.every((combination) => combination.itemId !== null)).toBe(true);
    const withoutL = {
      ...product,
      option: {
        ...product.option,
        detailOptions: product.option.detailOptions.map((option) =>
          option.optionName.endsWith('//L') ? { ...option, checked: false } : option,
        ),
      },
    };
    const moved = buildListingDraft(withoutL, await template(coupang), {
      market: 'Coupang',
      categoryId: OTHER_CATEGORY,
    });
    await expect(coupang.pushListing(moved, { known: ref })).resolves.toMatchObject({ created: false });

    const stored = emulator.markets.coupang.state.products.get(Number(ref.productId))!;
    expect(stored.body.displayCategoryCode).toBe(Number(OTHER_CATEGORY));
    expect(stored.items).toHaveLength(6);
    type ItemDoc = {
      images: { imageType?: string }[];
      contents: { contentsType?: string }[];
      notices: { noticeCategoryName: string }[];
      attributes: unknown[];
    };
    for (const item of stored.items as unknown as ItemDoc[]) {
      expect(item.images.filter((image) => image.imageType === 'REPRESENTATION')).toHaveLength(1);
      expect(item.contents.map((content) => content.contentsType)).toEqual(['TEXT']);
      expect(new Set(item.notices.map((notice) => notice.noticeCategoryName))).toEqual(
        new Set(['기타 재화']),
      );
      expect(item.attributes).toContainEqual({ attributeTypeName: '수량', attributeValueName: '1개' });
    }
    const after = await coupang.readListing(ref);
    const ids = (listing: typeof after) =>
      new Map(listing!.combinations.map((c) => [c.values.slice(0, 2).join('/'), c]));
    for (const [values, combination] of ids(before)) {
      const now = ids(after).get(values);
      // Every approved item is still there with its id; only the dropped size stopped selling.
      expect(now?.itemId, values).toBe(combination.itemId);
      expect(now?.onSale, values).toBe(!values.endsWith('/L'));
    }
    // The listing reads back in the product's own options, not with the 수량 Coupang's category adds:
    // that is what the upload ties option ids by and what a price change per option names.
    expect(after?.optionGroupNames).toEqual(['색상', '사이즈']);
    const valuesOf = (listing: typeof after) =>
      listing?.combinations.map((combination) => combination.values.join('/')).sort();
    expect(valuesOf(after)).toEqual(valuesOf(before));
    await coupang.updatePriceStock(ref, {
      combinations: [{ values: ['블랙', 'S'], salePrice: 33_000, stock: 5 }],
    });
    const repriced = (await coupang.readListing(ref))?.combinations.find(
      (combination) => combination.values.join('/') === '블랙/S',
    );
    expect(repriced).toMatchObject({ salePrice: 33_000, stock: 5 });
  }, 30_000);
});

describe('Coupang re-upload of a dropped option brought back', () => {
  let emulator: StartedMarketEmulator;
  beforeAll(async () => {
    emulator = await startMarketEmulator({ categories: 'builtin' });
  });
  afterAll(() => emulator.close());

  it('sells the option again on the item Coupang stopped, and leaves a listing the seller suspended alone', async () => {
    const coupang = createCoupangAdapter(settings(), {
      fetcher: fetchFetcher(),
      baseUrl: emulator.baseUrls.coupang,
      limiters: new RateLimiterPool(),
    });
    const code = '780000000002';
    const product = productFixture({
      code,
      options: colourSizeOptions(2, 3),
      images: [`${emulator.baseUrls.images}/${code}/main.jpg`],
    });
    const withoutL = {
      ...product,
      option: {
        ...product.option,
        detailOptions: product.option.detailOptions.map((option) =>
          option.optionName.endsWith('//L') ? { ...option, checked: false } : option,
        ),
      },
    };
    const draftOf = async (from: typeof product) =>
      buildListingDraft(from, await template(coupang), { market: 'Coupang', categoryId: DRESS_CATEGORY });
    const { ref } = await coupang.pushListing(await draftOf(product));
    const first = await coupang.readListing(ref);
    await coupang.pushListing(await draftOf(withoutL), { known: ref });
    const dropped = await coupang.readListing(ref);
    expect(dropped?.combinations.filter((c) => c.values[1] === 'L').map((c) => [c.onSale, c.stock])).toEqual([
      [false, 0],
      [false, 0],
    ]);
    await coupang.pushListing(await draftOf(product), { known: ref });
    const back = await coupang.readListing(ref);
    expect(back?.combinations.map((c) => [c.itemId, c.onSale])).toEqual(
      first?.combinations.map((c) => [c.itemId, true]),
    );
    expect(back?.status).toBe('onSale');
    // A suspended listing stays suspended when it is uploaded again.
    await coupang.setSaleStatus(ref, 'suspended');
    await coupang.pushListing(await draftOf(product), { known: ref });
    expect((await coupang.readListing(ref))?.status).toBe('suspended');
  }, 30_000);
});
