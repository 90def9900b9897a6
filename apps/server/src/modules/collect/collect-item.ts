import {
  IMAGE_STORE_PATH,
  isDomainError,
  nameOptionsFromFilterWords,
  processProductName,
  type SourceSite,
} from '@sellerdesk/domain';
import { isSourceError, type SourceProduct } from '@sellerdesk/sources';
import { isTranslationError } from '@sellerdesk/translation';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import type { AppDeps } from '../../deps';
import { ImageRejectedError } from '../../infra/images/image-store';
import {
  ClaimLost,
  finishItem,
  finishWorkIfDone,
  lockHeldItem,
  settle,
  type Claim,
  type ItemFailure as PipelineFailure,
} from '../../pipeline/index';
import { userCategoryRow } from '../categories/index';
import { processDetailPage } from '../detail-content/index';
import { loadFilterWords } from '../filters/index';
import { loadPriceSettings } from '../pricing/index';
import { findProductByKey, summaryColumns, upsertProduct } from '../products/index';
import { readSourceCookie } from '../source-sessions/index';
import { loadCollectItem, recordCollectOutcome, savedByAnotherItemSince } from './collect.repository';
import { toProductDetail, type TranslatedTexts } from './to-product-detail';

/** The reason an item is skipped because its product is already in the catalogue. */
const ALREADY_COLLECTED = '이미 수집한 상품입니다.';
/** At most this many main images are kept per product. */
const MAX_MAIN_IMAGES = 20;
const IMAGE_CONCURRENCY = 4;

/** A failure of one item found while collecting it: its Korean reason and whether a retry may help. */
class ItemFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** What an error of a collect run means for its item (the collect kind's transient-error rule). */
export function collectFailure(error: unknown): PipelineFailure {
  if (error instanceof ItemFailure) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  if (isSourceError(error) || isTranslationError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  // The collected data broke a product rule: retrying reads the same data again.
  if (isDomainError(error)) {
    return {
      message: `상품 정보가 올바르지 않아 저장하지 못했습니다: ${error.message}`,
      transient: false,
      expected: true,
    };
  }
  return {
    message: '상품을 처리하는 중 오류가 발생했습니다. 다시 시도해주세요.',
    transient: true,
    expected: false,
  };
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}

/** Downloads images into the store; answers stored URLs by source URL and what went wrong. */
async function storeImages(deps: AppDeps, urls: readonly string[]) {
  const stored = new Map<string, string>();
  const failures: { url: string; transient: boolean; message: string }[] = [];
  await mapLimited([...new Set(urls)], IMAGE_CONCURRENCY, async (url) => {
    try {
      const image = await deps.images.putFromUrl(url, deps.sources.policy);
      stored.set(url, `${IMAGE_STORE_PATH}${image.key}`);
    } catch (error) {
      const transient =
        !(error instanceof ImageRejectedError) && (error as { transient?: boolean }).transient === true;
      failures.push({ url, transient, message: (error as Error).message });
    }
  });
  return { stored, failures };
}

/** Title, option group names and option names in one batch; null entries where nothing came back. */
async function translate(deps: AppDeps, source: SourceProduct, title: string) {
  const empty: TranslatedTexts = {
    title: null,
    groupNames: source.optionGroups.map(() => null),
    valueNames: source.optionGroups.map((g) => g.values.map(() => null)),
  };
  if (source.title.language === 'ko') {
    return { translated: empty, needsTranslation: false, note: null };
  }
  const texts = [
    title,
    ...source.optionGroups.map((g) => g.name),
    ...source.optionGroups.flatMap((g) => g.values.map((v) => v.name)),
  ];
  try {
    const result = await deps.sources.translator.translate(texts, {
      source: source.title.language === 'en' ? 'en' : 'zh',
    });
    if (result.needsTranslation) {
      return { translated: empty, needsTranslation: true, note: null };
    }
    let i = 1;
    return {
      translated: {
        title: result.texts[0] ?? null,
        groupNames: source.optionGroups.map(() => result.texts[i++] ?? null),
        valueNames: source.optionGroups.map((g) => g.values.map(() => result.texts[i++] ?? null)),
      },
      needsTranslation: false,
      note: null,
    };
  } catch (error) {
    if (isTranslationError(error) && !error.transient) {
      // A configuration or quota problem must not lose the product: keep the source text, flag it.
      return { translated: empty, needsTranslation: true, note: `번역하지 못했습니다: ${error.message}` };
    }
    throw error;
  }
}

/**
 * The product this item must not save over, or undefined. For a plain work: the product already in the
 * catalogue. For a re-collect: the product, when another item of the seller saved it after this run began
 * — two re-collects running together save once, the first to finish wins.
 */
async function collectedElsewhere(
  db: Database,
  claim: Claim,
  key: { userId: string; site: SourceSite; code: string },
  recollect: boolean,
): Promise<{ id: string } | undefined> {
  const existing = await findProductByKey(db, key.userId, key.site, key.code);
  if (!existing || !recollect) {
    return existing;
  }
  return (await savedByAnotherItemSince(db, key, claim.itemId, claim.startedAt)) ? existing : undefined;
}

/**
 * Collects one claimed item: fetch (or parse what the extension sent) → collect filters → translation →
 * images → won prices → save. The pipeline claimed the item and turns what this throws into a retry or a
 * failure; the product is saved under a per-product lock while this run still holds the item.
 */
export async function collectItem(deps: AppDeps, claim: Claim): Promise<void> {
  const row = await loadCollectItem(deps.db, claim.itemId);
  if (!row) {
    throw new ItemFailure('수집 항목을 찾을 수 없습니다.', false);
  }
  const { item, work } = row;

  if (
    item.site &&
    item.code &&
    !work.recollect &&
    (await findProductByKey(deps.db, item.userId, item.site, item.code))
  ) {
    await settle(deps, claim, { state: 'skipped', reason: ALREADY_COLLECTED }, (tx) =>
      recordCollectOutcome(tx, item.id, {}),
    );
    return;
  }

  const cookie = await readSourceCookie(deps.db, deps.secrets, item.userId, 'taobao');
  const credentials = cookie ? { taobao: cookie } : {};
  const source = item.payload
    ? await deps.sources.collector.collectCaptured(
        { url: item.input, ...item.payload, site: item.site ?? undefined },
        credentials,
      )
    : item.site && item.code
      ? await deps.sources.collector.collect({ site: item.site, code: item.code }, credentials)
      : null;
  if (!source) {
    throw new ItemFailure('상품 번호를 알 수 없는 항목입니다.', false);
  }

  const key = { userId: item.userId, site: source.site, code: source.code };
  const skipAs = async (tx: Database, productId: string) => {
    if (!(await finishItem(tx, claim, { state: 'skipped', reason: ALREADY_COLLECTED }))) {
      return false;
    }
    await recordCollectOutcome(tx, item.id, { site: source.site, code: source.code, productId });
    return true;
  };
  // Saves the downloads below when the product is already there; the save re-checks under a lock.
  const early = await collectedElsewhere(deps.db, claim, key, work.recollect);
  if (early) {
    await deps.db.transaction((tx) => skipAs(tx, early.id));
    await finishWorkIfDone(deps.db, claim.workId);
    return;
  }

  const nameRules = nameOptionsFromFilterWords(await loadFilterWords(deps.db, item.userId));
  // Filters run on the source title too, so Chinese words (e.g. 正品) never reach the translator.
  const filteredTitle =
    source.title.language === 'ko'
      ? source.title.text
      : processProductName(source.title.text, { ...nameRules, limit: 1000 }) || source.title.text;
  const { translated, needsTranslation, note } = await translate(deps, source, filteredTitle);

  const mainUrls = source.images.slice(0, MAX_MAIN_IMAGES);
  const optionUrls = source.optionGroups
    .flatMap((g) => g.values.map((v) => v.image))
    .filter((u): u is string => u != null);
  const { stored, failures } = await storeImages(deps, [...mainUrls, ...optionUrls]);
  const mainImages = mainUrls.map((url) => stored.get(url)).filter((u): u is string => u != null);
  if (mainImages.length === 0) {
    const transient = failures.some((f) => f.transient);
    throw new ItemFailure(
      `대표 이미지를 받지 못했습니다: ${failures[0]?.message ?? '이미지 없음'}`,
      transient,
    );
  }

  const mapped = toProductDetail({
    source,
    translated,
    needsTranslation,
    mainImages,
    storedImages: stored,
    nameRules,
    work: { groupName: work.groupName, memo: work.memo },
    // The seller's own price settings (or the §9 defaults before the first save).
    priceModel: (await loadPriceSettings(deps.db, item.userId)).priceRangeModel,
    now: new Date(),
  });
  // The detail page becomes the seller's own: images into the store, Chinese text translated, one policy.
  const page = await processDetailPage(deps, {
    userId: item.userId,
    html: mapped.detailPageHtml,
    language: source.title.language,
  });
  // The collect form's target category (one of the seller's SmartStore categories) is the product's own;
  // one removed since the request leaves the product without one and says so.
  const category = work.targetCategoryId
    ? await userCategoryRow(deps.db, item.userId, work.targetCategoryId)
    : null;
  const categoryNote =
    work.targetCategoryId && !category
      ? '수집 카테고리가 내 카테고리에서 삭제되어 카테고리 없이 저장했습니다.'
      : null;
  const product = {
    ...mapped,
    category: category ?? mapped.category,
    detailPageHtml: page.html,
    flags: { ...mapped.flags, needsTranslation: mapped.flags.needsTranslation || page.needsTranslation },
  };
  const notes = [
    note,
    categoryNote,
    ...page.notes,
    ...source.warnings,
    failures.length > 0 ? `이미지 ${failures.length}장을 받지 못했습니다.` : null,
  ].filter(Boolean);

  await deps.db.transaction(async (tx) => {
    // One save per product at a time: the check below and the write see every earlier save.
    await lockForTransaction(tx, 'product', `${key.userId}:${key.site}:${key.code}`);
    const collected = await collectedElsewhere(tx, claim, key, work.recollect);
    if (collected) {
      if (!(await skipAs(tx, collected.id))) {
        throw new ClaimLost();
      }
      return;
    }
    // Hold the item row until commit, so a reclaim cannot hand it to another run mid-save.
    if (!(await lockHeldItem(tx, claim))) {
      throw new ClaimLost();
    }
    const productId = await upsertProduct(tx, {
      userId: item.userId,
      site: source.site,
      code: source.code,
      sourceUrl: source.url,
      groupName: work.groupName,
      memo: work.memo,
      workNumber: claim.workNumber,
      detail: product,
      ...summaryColumns(product),
    });
    await finishItem(tx, claim, {
      state: 'succeeded',
      reason: notes.length > 0 ? notes.join(' / ').slice(0, 1000) : null,
    });
    await recordCollectOutcome(tx, item.id, { site: source.site, code: source.code, productId });
  });
  await finishWorkIfDone(deps.db, claim.workId);
}
