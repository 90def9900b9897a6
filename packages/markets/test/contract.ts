import type { StartedMarketEmulator } from '@sellerdesk/emulators';
import type { ProductDetail } from '@sellerdesk/domain';
import { fetchFetcher, type Fetcher } from '@sellerdesk/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarketError, type MarketError } from '../src/errors';
import type { ListingDraft } from '../src/listing';
import type { MarketAdapter } from '../src/port';
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
  /** The product as a draft for this market, with a template built from the account's addresses. */
  draft(adapter: MarketAdapter, product: ProductDetail): Promise<ListingDraft>;
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
  });
}
