import type { StartedMarketEmulator } from '@sellerdesk/emulators';
import { OPTION_NAME_SEPARATOR, type ProductDetail } from '@sellerdesk/domain';
import { fetchFetcher, type Fetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarketError, type MarketError } from '../src/errors';
import type { ListingDraft } from '../src/listing';
import type { ListingRef, ListingSnapshot, MarketAdapter, PushResult } from '../src/port';
import { usableTags } from '../src/validate';
import { colourSizeOptions, productFixture } from './fixtures';

/**
 * The one suite every market adapter passes against its emulator. An adapter's test file starts the
 * emulator, builds a harness and calls `runMarketContract` once.
 */

export type EmulatorCounters = {
  /** Calls the gateway saw. */
  calls: number;
  /** 429s the gateway's own bucket answered (the client went over the limit). */
  rateLimited: number;
  /** Answers forced by the test. */
  forced: number;
  /** Refusals other than 429 (validation, auth). */
  rejected: number;
  /** Listings the market holds. */
  listings: number;
  /** Most calls in any one-second window of one bucket, and the bucket's size. */
  peakPerSecond: number;
  burst: number;
};

export type ContractHarness = {
  /** An adapter for the seeded account; `tampered` signs with a wrong secret. */
  adapter(options?: { tampered?: boolean; fetcher?: Fetcher }): MarketAdapter;
  /**
   * The product as a draft for this market, with a template built from the account's addresses, in the
   * harness's category or in `categoryId`.
   */
  draft(adapter: MarketAdapter, product: ProductDetail, categoryId?: string): Promise<ListingDraft>;
  /**
   * A second leaf category the same colour × size product may be listed in, with other requirements than
   * the harness's own (other notices or purchase options): where a re-upload moves the listing.
   */
  otherCategoryId: string;
  /** A draft Sellerdesk's check lets through but the market refuses, and the reason it gives. */
  refusedDraft(adapter: MarketAdapter): Promise<{ draft: ListingDraft; reason: RegExp }>;
  /** The account's secrets (real and tampered): no error may carry them. */
  secrets: string[];
  /** A courier the market offers (default CJ대한통운 as SmartStore and Coupang code it). */
  courierId?: string;
  /** Method and path of the market's create call, to lose its answer once. */
  createCall: { method: string; path: RegExp };
  /** The next `count` gateway answers are 429 (with Retry-After when given). */
  force429(count: number, retryAfterSeconds?: number): void;
  counters(): EmulatorCounters;
  reset(): void;
  close(): Promise<void>;
};

/** The emulator's controls a harness hands the suite; every market's emulator has the same ones. */
export function emulatorControls(
  emulator: StartedMarketEmulator,
  market: 'naver' | 'coupang' | 'elevenst' | 'esm' | 'wmp',
): Pick<ContractHarness, 'force429' | 'counters' | 'reset' | 'close'> {
  const control = emulator.markets[market];
  return {
    force429: (count, retryAfterSeconds) => control.force({ status: 429, retryAfterSeconds }, count),
    counters: () => {
      const stats = control.stats();
      return {
        calls: stats.calls,
        rateLimited: stats.rateLimited,
        forced: stats.forced,
        rejected: stats.rejected,
        listings: stats.listings,
        peakPerSecond: Math.max(0, ...Object.values(stats.peakPerSecond)),
        burst: stats.limit.burst,
      };
    },
    reset: () => control.reset(),
    close: () => emulator.close(),
  };
}

const HANGUL = /[가-힣]/;

/**
 * The market holds the draft's state: its category, title and every combination with its price and
 * stock; a combination the draft no longer has is gone or no longer on sale (Coupang cannot delete an
 * approved item, only stop it). Returns the listing for further checks.
 */
async function expectListingHolds(adapter: MarketAdapter, ref: ListingRef, draft: ListingDraft) {
  const listing = await adapter.readListing(ref);
  expect(listing).not.toBeNull();
  expect(listing).toMatchObject({ categoryId: draft.categoryId, title: draft.title });
  const width = draft.optionGroupNames.length;
  const key = (values: readonly string[]) => values.slice(0, width).join('\u0000');
  const held = new Map(listing!.combinations.map((combination) => [key(combination.values), combination]));
  for (const combination of draft.combinations) {
    expect(held.get(key(combination.values)), combination.values.join(' ')).toMatchObject({
      salePrice: combination.salePrice,
      stock: combination.stock,
      onSale: true,
    });
  }
  const wanted = new Set(draft.combinations.map((combination) => key(combination.values)));
  const leftOver = listing!.combinations.filter((combination) => !wanted.has(key(combination.values)));
  expect(leftOver.filter((combination) => combination.onSale)).toEqual([]);
  return listing!;
}

/** The product with one size's combinations unticked, as the seller drops an option in the editor. */
function withoutSize(product: ProductDetail, size: string): ProductDetail {
  return {
    ...product,
    option: {
      ...product.option,
      detailOptions: product.option.detailOptions.map((option) =>
        option.optionName.split(OPTION_NAME_SEPARATOR).includes(size)
          ? { ...option, checked: false }
          : option,
      ),
    },
  };
}

/** Each combination's market id by its first `width` values (the draft's option groups). */
function itemIds(listing: ListingSnapshot, width = 2): Map<string, string | null> {
  return new Map(
    listing.combinations.map((combination) => [
      combination.values.slice(0, width).join('/'),
      combination.itemId,
    ]),
  );
}

async function refusal(run: () => Promise<unknown>): Promise<MarketError> {
  try {
    await run();
  } catch (error) {
    if (isMarketError(error)) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a MarketError');
}

/** A fetcher that loses the answer of the first call matching `call` after the market handled it. */
export function losingFirstAnswer(fetcher: Fetcher, call: { method: string; path: RegExp }): Fetcher {
  let lost = false;
  return async (url, init) => {
    const response = await fetcher(url, init);
    if (!lost && (init?.method ?? 'GET') === call.method && call.path.test(new URL(url).pathname)) {
      lost = true;
      await response.bytes();
      throw Object.assign(new Error('socket hang up after the request was sent'), { transient: true });
    }
    return response;
  };
}

/**
 * The upload's push claim on one product × account, as the server keeps it in its database: one push at
 * a time, and a push that waited for another one pushes with the listing that one stored as `known` (none
 * when it stored nothing: its save was lost, e.g. the worker died right after the market answered).
 */
export function pushClaim(): (
  push: (known: ListingRef | null) => Promise<PushResult>,
  options?: { stores?: boolean },
) => Promise<PushResult> {
  let last: Promise<unknown> = Promise.resolve();
  let stored: ListingRef | null = null;
  return (push, { stores = true } = {}) => {
    const run = last.then(async () => {
      const result = await push(stored);
      if (stores) {
        stored = result.ref;
      }
      return result;
    });
    last = run.catch(() => undefined);
    return run;
  };
}

export function runMarketContract(name: string, setup: () => Promise<ContractHarness>): void {
  describe(`${name} adapter contract`, () => {
    let harness: ContractHarness;
    let adapter: MarketAdapter;
    beforeAll(async () => {
      harness = await setup();
      adapter = harness.adapter();
    });
    afterAll(async () => {
      await harness.close();
    });

    it('accepts its keys and refuses a tampered secret with a Korean reason', async () => {
      await expect(adapter.checkLogin()).resolves.toMatchObject({ accountLabel: expect.any(String) });
      const error = await refusal(() => harness.adapter({ tampered: true }).checkLogin());
      expect(error.code).toBe('AUTH_FAILED');
      expect(error.transient).toBe(false);
      expect(error.message).toMatch(HANGUL);
      for (const secret of harness.secrets) {
        expect(JSON.stringify(error.toJSON())).not.toContain(secret);
      }
    });

    it('serves categories, category requirements, addresses and couriers', async () => {
      const roots = await adapter.childCategories(null);
      expect(roots.length).toBeGreaterThan(0);
      expect(roots.every((category) => category.parentId === null && !category.isLeaf)).toBe(true);
      const all = await adapter.allCategories();
      const leaf = all.find((category) => category.isLeaf);
      const inner = all.find((category) => !category.isLeaf);
      expect(leaf && inner).toBeTruthy();
      const children = await adapter.childCategories(inner!.id);
      expect(children.length).toBeGreaterThan(0);
      expect(children.every((category) => category.parentId === inner!.id)).toBe(true);
      const requirements = await adapter.categoryRequirements(leaf!.id);
      expect(requirements.category.isLeaf).toBe(true);
      expect(requirements.notices.length).toBeGreaterThan(0);
      expect(requirements.notices[0]!.fields.some((field) => field.required)).toBe(true);
      expect((await adapter.categoryRequirements(inner!.id)).category.isLeaf).toBe(false);
      const unknown = await refusal(() => adapter.categoryRequirements('99999999999'));
      expect(unknown.code).toBe('NOT_FOUND');
      const addresses = await adapter.addresses();
      expect(addresses.map((address) => address.kind).sort()).toEqual(['return', 'shipping']);
      expect((await adapter.couriers()).map((courier) => courier.id)).toContain(harness.courierId ?? 'CJGLS');
    });

    it('creates a listing and reads it back equal', async () => {
      const product = productFixture({ code: '710000000001', options: colourSizeOptions(2, 3) });
      const draft = await harness.draft(adapter, product);
      const pushed = await adapter.pushListing(draft);
      expect(pushed.created).toBe(true);
      const listing = await adapter.readListing(pushed.ref);
      expect(listing).not.toBeNull();
      expect(listing).toMatchObject({
        sellerCode: draft.sellerCode,
        categoryId: draft.categoryId,
        title: draft.title,
        salePrice: draft.salePrice,
        stock: draft.stock,
        detailHtml: draft.detailHtml,
        tags: usableTags(draft.tags, adapter.limits),
      });
      expect(listing!.optionGroupNames.slice(0, draft.optionGroupNames.length)).toEqual(
        draft.optionGroupNames,
      );
      const read = listing!.combinations.map((combination) => ({
        values: combination.values.slice(0, draft.optionGroupNames.length),
        salePrice: combination.salePrice,
        stock: combination.stock,
      }));
      expect(read).toEqual(
        draft.combinations.map((combination) => ({
          values: combination.values,
          salePrice: combination.salePrice,
          stock: combination.stock,
        })),
      );
      expect(listing!.images).toHaveLength(draft.images.length);
      expect(listing!.combinations.every((combination) => combination.itemId !== null)).toBe(true);
      // The upload's read-back (stored listing only) names the same combinations with the same ids,
      // in at most one call (Coupang would otherwise ask one inventory per vendor item).
      const callsBefore = harness.counters().calls;
      const stored = await adapter.readListing(pushed.ref, { live: false });
      expect(harness.counters().calls - callsBefore).toBeLessThanOrEqual(1);
      expect(stored!.combinations.map(({ values, itemId }) => ({ values, itemId }))).toEqual(
        listing!.combinations.map(({ values, itemId }) => ({ values, itemId })),
      );
    });

    it('refuses an invalid listing with the market’s own reason, in Korean', async () => {
      const before = harness.counters().rejected;
      const { draft, reason } = await harness.refusedDraft(adapter);
      const error = await refusal(() => adapter.pushListing(draft));
      expect(error.code).toBe('INVALID_REQUEST');
      expect(error.transient).toBe(false);
      expect(error.message).toMatch(HANGUL);
      expect(error.message).toMatch(reason);
      // The market saw it and said no: this is not Sellerdesk's own pre-upload check.
      expect(harness.counters().rejected).toBeGreaterThan(before);
    });

    it('waits out a 429 with backoff and never goes over the documented rate', async () => {
      harness.reset();
      const product = productFixture({ code: '720000000001', options: colourSizeOptions(1, 1) });
      const draft = await harness.draft(adapter, product);
      harness.force429(1, 1);
      const started = Date.now();
      const pushed = await adapter.pushListing(draft);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(pushed.created).toBe(true);
      expect(harness.counters().forced).toBe(1);
      // Twice the gateway's bucket is enough to go over it if the client did not pace itself; more only
      // makes the suite slower (the client's own rate is what sets the pace).
      const count = Math.min(30, Math.max(12, 2 * harness.counters().burst));
      const reads = await Promise.all(Array.from({ length: count }, () => adapter.readListing(pushed.ref)));
      expect(reads.every((listing) => listing?.sellerCode === draft.sellerCode)).toBe(true);
      const counters = harness.counters();
      expect(counters.rateLimited).toBe(0);
      expect(counters.peakPerSecond).toBeLessThanOrEqual(counters.burst);
    }, 30_000);

    it('updates instead of duplicating when the same product is pushed again, even after a lost answer', async () => {
      harness.reset();
      const product = productFixture({ code: '730000000001', options: colourSizeOptions(2, 2) });
      const draft = await harness.draft(adapter, product);
      const flaky = harness.adapter({ fetcher: losingFirstAnswer(fetchFetcher(), harness.createCall) });
      const first = await flaky.pushListing(draft);
      // The create went through but its answer was lost: the retry found the listing by its seller code.
      expect(first.created).toBe(false);
      expect(harness.counters().listings).toBe(1);
      const repriced = {
        ...draft,
        combinations: draft.combinations.map((c) => ({ ...c, salePrice: c.salePrice + 1_000 })),
        salePrice: draft.salePrice + 1_000,
      };
      const second = await adapter.pushListing(repriced);
      expect(second).toMatchObject({ created: false, ref: { productId: first.ref.productId } });
      expect(harness.counters().listings).toBe(1);
      const listing = await adapter.readListing(second.ref);
      expect(listing?.salePrice).toBe(draft.salePrice + 1_000);
    }, 30_000);

    it('creates once when two works push the same product at once under the push claim', async () => {
      harness.reset();
      const product = productFixture({ code: '735000000001', options: colourSizeOptions(2, 2) });
      const draft = await harness.draft(adapter, product);
      const claim = pushClaim();
      const pushes = await Promise.all(
        [0, 1].map(() => claim((known) => adapter.pushListing(draft, { known }))),
      );
      expect(pushes.map((push) => push.created).sort()).toEqual([false, true]);
      expect(pushes[1]!.ref.productId).toBe(pushes[0]!.ref.productId);
      expect(harness.counters().listings).toBe(1);
      // The first work's create answered too late (its answer lost) and nothing was stored: the second
      // work, with no known listing, finds it by its seller code before any create.
      harness.reset();
      const late = await harness.draft(
        adapter,
        productFixture({ code: '736000000001', options: colourSizeOptions(1, 2) }),
      );
      const flaky = harness.adapter({ fetcher: losingFirstAnswer(fetchFetcher(), harness.createCall) });
      const lost = pushClaim();
      const [first, second] = await Promise.all([
        lost((known) => flaky.pushListing(late, { known }), { stores: false }),
        lost((known) => {
          expect(known).toBeNull();
          return adapter.pushListing(late, { known });
        }),
      ]);
      expect(second).toMatchObject({ created: false, ref: { productId: first.ref.productId } });
      expect(harness.counters().listings).toBe(1);
    }, 30_000);

    it('changes price, stock and sale status', async () => {
      const product = productFixture({ code: '740000000001', options: colourSizeOptions(2, 2) });
      const draft = await harness.draft(adapter, product);
      const { ref } = await adapter.pushListing(draft);
      await adapter.readListing(ref);
      const first = draft.combinations[0]!;
      await adapter.updatePriceStock(ref, {
        combinations: [{ values: first.values, salePrice: first.salePrice + 2_000, stock: 7 }],
      });
      let listing = await adapter.readListing(ref);
      const changed = listing?.combinations.find(
        (c) => c.values.slice(0, first.values.length).join('/') === first.values.join('/'),
      );
      expect(changed).toMatchObject({ salePrice: first.salePrice + 2_000, stock: 7 });
      await adapter.setSaleStatus(ref, 'suspended');
      listing = await adapter.readListing(ref);
      expect(listing?.status).toBe('suspended');
      await adapter.setSaleStatus(ref, 'onSale');
      listing = await adapter.readListing(ref);
      expect(listing?.status).toBe('onSale');
    }, 30_000);

    // Re-uploads of a changed product (issue 19 §2): each uploads, changes the product, uploads again
    // with the known ref and reads back that the market holds the new state.

    it('re-uploads after a category change', async () => {
      harness.reset();
      const product = productFixture({ code: '750000000001', options: colourSizeOptions(2, 2) });
      const first = await harness.draft(adapter, product);
      const { ref } = await adapter.pushListing(first);
      const before = await expectListingHolds(adapter, ref, first);
      const moved = await harness.draft(adapter, product, harness.otherCategoryId);
      expect(moved.categoryId).toBe(harness.otherCategoryId);
      const pushed = await adapter.pushListing(moved, { known: ref });
      expect(pushed).toMatchObject({ created: false, ref: { productId: ref.productId } });
      expect(harness.counters().listings).toBe(1);
      const after = await expectListingHolds(adapter, pushed.ref, moved);
      // The same options are the same items: their ids (and the orders tied to them) survive the move.
      expect(itemIds(after)).toEqual(itemIds(before));
    }, 30_000);

    it('re-uploads after an option was added', async () => {
      harness.reset();
      const product = productFixture({ code: '760000000001', options: colourSizeOptions(2, 3) });
      const first = await harness.draft(adapter, withoutSize(product, 'L'));
      const { ref } = await adapter.pushListing(first);
      const before = await expectListingHolds(adapter, ref, first);
      const grown = await harness.draft(adapter, product);
      expect(grown.combinations.length).toBeGreaterThan(first.combinations.length);
      const pushed = await adapter.pushListing(grown, { known: ref });
      expect(pushed).toMatchObject({ created: false, ref: { productId: ref.productId } });
      const after = await expectListingHolds(adapter, pushed.ref, grown);
      const afterIds = itemIds(after);
      for (const [values, id] of itemIds(before)) {
        expect(afterIds.get(values), values).toBe(id);
      }
    }, 30_000);

    it('re-uploads after an option was removed', async () => {
      harness.reset();
      const product = productFixture({ code: '770000000001', options: colourSizeOptions(2, 3) });
      const first = await harness.draft(adapter, product);
      const { ref } = await adapter.pushListing(first);
      const before = await expectListingHolds(adapter, ref, first);
      const shrunk = await harness.draft(adapter, withoutSize(product, 'L'));
      expect(shrunk.combinations.length).toBeLessThan(first.combinations.length);
      const pushed = await adapter.pushListing(shrunk, { known: ref });
      expect(pushed).toMatchObject({ created: false, ref: { productId: ref.productId } });
      const after = await expectListingHolds(adapter, pushed.ref, shrunk);
      const afterIds = itemIds(after);
      for (const combination of shrunk.combinations) {
        const values = combination.values.join('/');
        expect(afterIds.get(values), values).toBe(itemIds(before).get(values));
      }
    }, 30_000);
  });
}
