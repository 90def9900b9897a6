import { setTimeout } from 'node:timers/promises';
import type { ProductDetail } from '@sellerdesk/domain';
import {
  isMarketError,
  type ListingDraft,
  type ListingRef,
  type ListingSnapshot,
  type MarketAdapter,
} from '@sellerdesk/markets';
import { ERRORS } from '@sellerdesk/domain';
import { detailImageUrls } from '@sellerdesk/html';
import type { AppDeps } from '../../deps';
import type { UploadTarget } from '../../infra/db/schema/index';
import { AppError } from '../../infra/http/errors';
import { settle, type Claim, type ItemFailure } from '../../pipeline/index';
import { getDetailPageConfig } from '../detail-page/index';
import { loadPriceSettings } from '../pricing/index';
import { productDetailsByIds } from '../products/index';
import { categoryOf, linkedTargets, templateOf, uploadAdapter } from './accounts';
import {
  checkDraft,
  draftOf,
  RequirementsCache,
  unreachableImagesProblem,
  usesOwnImages,
  type ListingContext,
} from './prepare';
import {
  claimListingPushes,
  releaseListingPushes,
  type PushKey,
  type PushRun,
} from './push-claims.repository';
import * as repo from './upload.repository';

/** The pre-upload check refused the product: every problem with its fix, in Korean. */
export class UploadRefused extends Error {}

/** Another run is pushing the product to the account: this item waits for it (the pipeline's retry). */
export class ListingPushHeld extends Error {
  constructor() {
    super(ERRORS.UPLOAD_LISTING_BEING_PUSHED.message);
  }
}

const requirementCaches = new WeakMap<MarketAdapter, RequirementsCache>();
/** One requirements cache per adapter, so items of a work share the category look-ups. */
export function requirementsOf(adapter: MarketAdapter): RequirementsCache {
  let cache = requirementCaches.get(adapter);
  if (!cache) {
    cache = new RequirementsCache(adapter);
    requirementCaches.set(adapter, cache);
  }
  return cache;
}

/** What every product of a target shares: prices, detail-page frame, template. */
export async function listingContext(
  deps: AppDeps,
  userId: string,
  target: UploadTarget,
  adapter: MarketAdapter,
): Promise<ListingContext> {
  const [prices, detailPage, template] = await Promise.all([
    loadPriceSettings(deps.db, userId),
    getDetailPageConfig(deps.db, userId),
    templateOf(deps, userId, target, adapter),
  ]);
  return {
    priceModel: prices.priceRangeModel,
    detailPage,
    template,
    publicBaseUrl: deps.config.publicUrl,
  };
}

/**
 * A running work's items of one account share their listing context for a few seconds: three reads per
 * item saved at twenty items a second. Short, so a template or price setting edited while a work runs
 * (or before its failed items are retried) is used within seconds.
 */
const CONTEXT_TTL_MS = 5_000;
const workContexts = new Map<
  string,
  { at: number; adapter: MarketAdapter; value: Promise<ListingContext> }
>();

function workListingContext(
  deps: AppDeps,
  userId: string,
  workId: string,
  target: UploadTarget,
  adapter: MarketAdapter,
): Promise<ListingContext> {
  const key = `${workId}|${target.accountId}`;
  const now = Date.now();
  const cached = workContexts.get(key);
  if (cached && cached.adapter === adapter && now - cached.at < CONTEXT_TTL_MS) {
    return cached.value;
  }
  for (const [other, entry] of workContexts) {
    if (now - entry.at >= CONTEXT_TTL_MS) {
      workContexts.delete(other);
    }
  }
  const value = listingContext(deps, userId, target, adapter);
  const entry = { at: now, adapter, value };
  workContexts.set(key, entry);
  // A failure (template gone) is not kept: the next item asks again.
  value.catch(() => {
    if (workContexts.get(key) === entry) {
      workContexts.delete(key);
    }
  });
  return value;
}

/** The market's id of each combination, by the product's combination key (matched on the values). */
function itemIdsOf(draft: ListingDraft, snapshot: ListingSnapshot | null): Record<string, string> {
  const ids: Record<string, string> = {};
  if (!snapshot) {
    return ids;
  }
  const byValues = new Map(snapshot.combinations.map((c) => [c.values.join('\u0000'), c.itemId]));
  for (const combination of draft.combinations) {
    const itemId = byValues.get(combination.values.join('\u0000'));
    if (itemId) {
      ids[combination.key] = itemId;
    }
  }
  return ids;
}

/**
 * Reads the listing back for its combination ids; the push already succeeded, so a failure is not fatal.
 * The stored listing is enough (`live: false`): one call, not one more per option on Coupang.
 */
async function readBack(adapter: MarketAdapter, ref: ListingRef): Promise<ListingSnapshot | null> {
  try {
    return await adapter.readListing(ref, { live: false });
  } catch {
    return null;
  }
}

/** Whether a failure will not be retried by the pipeline (it is the listing's last error then). */
function isFinal(error: unknown): boolean {
  return !uploadFailure(error).transient;
}

/**
 * One product × account: load the product, price it with the seller's settings, build the market's
 * listing with the template and the detail-page frame, check it, push it through the account's adapter
 * (the stored listing is `known`, so a retry or a re-upload updates it, never duplicates it) and store
 * the listing with the item's outcome in one transaction.
 */
export async function uploadItem(deps: AppDeps, claim: Claim): Promise<void> {
  const found = await repo.uploadItemWithTarget(deps.db, claim.itemId);
  if (!found?.target) {
    throw new Error(`upload item ${claim.itemId} has no row or target`);
  }
  const { item, target, targets } = found;
  const [product] = await productDetailsByIds(deps.db, item.userId, [item.productId]);
  if (!product) {
    await settle(deps, claim, { state: 'skipped', reason: '상품이 삭제되어 올리지 않았습니다.' });
    return;
  }
  const key = {
    userId: item.userId,
    productId: item.productId,
    accountId: item.accountId,
    market: item.market,
  };
  try {
    await push(deps, claim, target, linkedTargets(target, targets), product.detail, key);
  } catch (error) {
    if (isFinal(error)) {
      await repo.saveListingFailure(deps.db, key, uploadFailure(error).message);
    }
    throw error;
  }
}

/**
 * The listing this push updates: the account's own from an earlier upload, else — when the account is
 * linked to another of the upload (G마켓 ↔ 옥션 of one ESM master) — the listing the linked account already
 * has for the product, whose market product is the shared master (the adapter adds this site to it).
 */
async function knownListing(
  deps: AppDeps,
  key: { userId: string; productId: string; accountId: string },
  linked: readonly UploadTarget[],
): Promise<{ known: ListingRef | null; own: boolean }> {
  const stored = await repo.findListing(deps.db, key.userId, key.accountId, key.productId);
  if (stored?.marketProductId) {
    return {
      known: { productId: stored.marketProductId, channelProductId: stored.channelProductId },
      own: true,
    };
  }
  for (const other of linked) {
    const shared = await repo.findListing(deps.db, key.userId, other.accountId, key.productId);
    if (shared?.marketProductId) {
      return { known: { productId: shared.marketProductId, channelProductId: null }, own: false };
    }
  }
  return { known: null, own: false };
}

/**
 * Pauses before asking for a held claim again: a push holds it for a second or two, so the G마켓 and 옥션
 * items of one product (which run side by side and claim both accounts) mostly go one after the other
 * here instead of the later one waiting out the pipeline's retry delay (5 s and more).
 */
const CLAIM_PAUSES_MS = [250, 500, 1_000];

async function claimPatiently(deps: AppDeps, run: PushRun, keys: PushKey[]): Promise<boolean> {
  for (const pause of [0, ...CLAIM_PAUSES_MS]) {
    if (pause > 0) {
      await setTimeout(pause);
    }
    if (await claimListingPushes(deps.db, run, keys)) {
      return true;
    }
  }
  return false;
}

async function push(
  deps: AppDeps,
  claim: Claim,
  target: UploadTarget,
  linked: readonly UploadTarget[],
  product: ProductDetail,
  key: { userId: string; productId: string; accountId: string; market: UploadTarget['market'] },
): Promise<void> {
  const { adapter } = await uploadAdapter(
    deps,
    key.userId,
    key.accountId,
    linked.map((other) => other.accountId),
  );
  const context = await workListingContext(deps, key.userId, claim.workId, target, adapter);
  const category = await categoryOf(deps, key.userId, target, product.category?.id ?? null);
  const draft = draftOf(product, context, target.market, category);
  const problems = await checkDraft(draft, adapter, requirementsOf(adapter));
  const errors = problems.filter((problem) => problem.severity === 'error');
  const imagesUnreachable = unreachableImagesProblem(deps.config);
  if (imagesUnreachable && usesOwnImages(draft, context.publicBaseUrl)) {
    errors.push({ code: 'IMAGES_UNREACHABLE', severity: 'error', field: 'images', ...imagesUnreachable });
  }
  if (errors.length > 0) {
    throw new UploadRefused(errors.map((problem) => `${problem.message} → ${problem.fix}`).join('\n'));
  }
  // One push of the product to the account (and to the accounts sharing its listing, G마켓 ↔ 옥션) at a
  // time, across works, workers and processes: taken before the stored listing is read, so a push that
  // waited for another one updates the listing that one stored instead of creating a second one.
  const run: PushRun = { itemId: claim.itemId, attempt: claim.attempt };
  const keys = [key, ...linked].map((target) => ({ accountId: target.accountId, productId: key.productId }));
  if (!(await claimPatiently(deps, run, keys))) {
    throw new ListingPushHeld();
  }
  try {
    await pushClaimed(deps, claim, run, { adapter, draft, product, key, linked });
  } catch (error) {
    // The next push may go at once. Were this to fail, the claim is stale anyway once the item leaves
    // this attempt, so the push's own error is the one to report.
    await releaseListingPushes(deps.db, run).catch(() => undefined);
    throw error;
  }
}

/** The push itself, under this run's claim on the product × account; the claim goes with the save. */
async function pushClaimed(
  deps: AppDeps,
  claim: Claim,
  run: PushRun,
  {
    adapter,
    draft,
    product,
    key,
    linked,
  }: {
    adapter: MarketAdapter;
    draft: ListingDraft;
    product: ProductDetail;
    key: { userId: string; productId: string; accountId: string; market: UploadTarget['market'] };
    linked: readonly UploadTarget[];
  },
): Promise<void> {
  const { known, own } = await knownListing(deps, key, linked);
  const result = await adapter.pushListing(draft, { known });
  // 신규 for the account: the market made it, or the account had never had it (no stored listing and no
  // earlier upload of it) — the 옥션 side of a master the G마켓 push created is `created: false`.
  const firstForAccount =
    result.created || (!own && !(await repo.uploadedBefore(deps.db, key, claim.itemId)));
  const snapshot = await readBack(adapter, result.ref);
  await settle(deps, claim, { state: 'succeeded', reason: null }, async (tx) => {
    await repo.saveListing(tx, {
      ...key,
      marketProductId: result.ref.productId,
      channelProductId: result.ref.channelProductId ?? null,
      itemIds: itemIdsOf(draft, snapshot),
      state: snapshot?.status ?? result.status,
      url: result.url ?? snapshot?.url ?? null,
      pushedVersion: product.updatedAt,
      title: snapshot?.title ?? draft.title,
      salePrice: snapshot?.salePrice ?? draft.salePrice,
      stock: snapshot?.stock ?? draft.stock,
      pushedImages: pushedImagesOf(product),
    });
    await repo.saveUploadItemResult(tx, claim.itemId, {
      marketProductId: result.ref.productId,
      url: result.url ?? snapshot?.url ?? null,
      created: result.created,
      firstForAccount,
    });
    await releaseListingPushes(tx, run);
  });
}

/** The product's images a push sends, as the product names them (what the listing then shows). */
export function pushedImagesOf(product: Pick<ProductDetail, 'image' | 'detailPageHtml'>): {
  main: string[];
  detail: string[];
} {
  return { main: [...product.image], detail: detailImageUrls(product.detailPageHtml) };
}

/** What a failed upload means: market refusals and check problems are final, outages are retried. */
export function uploadFailure(error: unknown): ItemFailure {
  if (error instanceof ListingPushHeld) {
    return { message: error.message, transient: true, expected: true };
  }
  if (error instanceof UploadRefused) {
    return { message: error.message, transient: false, expected: true };
  }
  if (isMarketError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  if (error instanceof AppError) {
    return { message: error.message, transient: false, expected: true };
  }
  return {
    message: '업로드 중 예상하지 못한 오류가 발생했습니다.',
    transient: true,
    expected: false,
  };
}
