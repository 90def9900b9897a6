import {
  DEFAULT_PRICE_RANGE_MODEL,
  isDomainError,
  nameOptionsFromFilterWords,
  processProductName,
  type SourceSite,
} from '@sellerdesk/domain';
import { isSourceError, type SourceProduct } from '@sellerdesk/sources';
import { isTranslationError } from '@sellerdesk/translation';
import { and, eq, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { collectItems, collectFilters, collectWorks } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { ImageRejectedError } from '../images/image-store';
import { findProductByKey, upsertProduct } from '../products/products.repository';
import { finalFailureReason } from './failure-reason';
import { ClaimLost, claimItem, finishItem, finishWorkIfDone, heldBy, settle, type Claim } from './item-claim';
import { readSourceCookie } from './source-session.service';
import { summaryColumns, toProductDetail, type TranslatedTexts } from './to-product-detail';

/** At most this many main images are kept per product. */
const MAX_MAIN_IMAGES = 20;
const IMAGE_CONCURRENCY = 4;

/** A failure of one item: its Korean reason and whether a later attempt may succeed. */
class ItemFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

function asItemFailure(error: unknown): ItemFailure {
  if (error instanceof ItemFailure) {
    return error;
  }
  if (isSourceError(error) || isTranslationError(error)) {
    return new ItemFailure(error.message, error.transient);
  }
  // The collected data broke a product rule: retrying reads the same data again.
  if (isDomainError(error)) {
    return new ItemFailure(`상품 정보가 올바르지 않아 저장하지 못했습니다: ${error.message}`, false);
  }
  return new ItemFailure('상품을 처리하는 중 오류가 발생했습니다. 다시 시도해주세요.', true);
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
      stored.set(url, `/api/images/${image.key}`);
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

/** The reason an item is skipped because its product is already in the catalogue. */
const ALREADY_COLLECTED = '이미 수집한 상품입니다.';

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
  const [newer] = await db
    .select({ id: collectItems.id })
    .from(collectItems)
    .where(
      and(
        eq(collectItems.userId, key.userId),
        eq(collectItems.site, key.site),
        eq(collectItems.code, key.code),
        eq(collectItems.state, 'succeeded'),
        ne(collectItems.id, claim.itemId),
        gte(collectItems.finishedAt, claim.startedAt),
      ),
    )
    .limit(1);
  return newer ? existing : undefined;
}

/**
 * Collects one item: fetch (or parse what the extension sent) → collect filters → translation →
 * images → won prices → save. Idempotent: a finished item is left alone, and a job of an older generation
 * than the item's does nothing. Transient failures throw so the queue retries them with backoff; on the
 * last attempt, and for permanent failures, the item is marked failed with its Korean reason.
 */
export async function processCollectItem(
  deps: AppDeps,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  const [row] = await deps.db
    .select({ item: collectItems, work: collectWorks })
    .from(collectItems)
    .innerJoin(collectWorks, eq(collectWorks.id, collectItems.workId))
    .where(eq(collectItems.id, itemId));
  if (!row || ['succeeded', 'failed', 'skipped'].includes(row.item.state)) {
    return;
  }
  const { item, work } = row;
  const claim = await claimItem(deps.db, { itemId: item.id, workId: work.id }, run);
  if (!claim) {
    // Finished meanwhile, or this job was replaced by a newer generation (retry, reclaim).
    return;
  }

  try {
    if (
      item.site &&
      item.code &&
      !work.recollect &&
      (await findProductByKey(deps.db, item.userId, item.site, item.code))
    ) {
      await settle(deps, claim, { state: 'skipped', reason: ALREADY_COLLECTED });
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
    const skippedAs = (productId: string) =>
      ({
        state: 'skipped',
        site: source.site,
        code: source.code,
        productId,
        reason: ALREADY_COLLECTED,
      }) as const;
    // Saves the downloads below when the product is already there; the save re-checks under a lock.
    const early = await collectedElsewhere(deps.db, claim, key, work.recollect);
    if (early) {
      await settle(deps, claim, skippedAs(early.id));
      return;
    }

    const words = await deps.db.select().from(collectFilters).where(eq(collectFilters.userId, item.userId));
    const nameRules = nameOptionsFromFilterWords(words);
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

    const product = toProductDetail({
      source,
      translated,
      needsTranslation,
      mainImages,
      storedImages: stored,
      nameRules,
      work: { groupName: work.groupName, memo: work.memo },
      priceModel: DEFAULT_PRICE_RANGE_MODEL,
      now: new Date(),
    });
    const notes = [
      note,
      ...source.warnings,
      failures.length > 0 ? `이미지 ${failures.length}장을 받지 못했습니다.` : null,
    ].filter(Boolean);

    await deps.db.transaction(async (tx) => {
      // One save per product at a time: the check below and the write see every earlier save.
      await lockForTransaction(tx, 'product', `${key.userId}:${key.site}:${key.code}`);
      const collected = await collectedElsewhere(tx, claim, key, work.recollect);
      if (collected) {
        if (!(await finishItem(tx, claim, skippedAs(collected.id)))) {
          throw new ClaimLost();
        }
        return;
      }
      // Hold the item row until commit, so a reclaim cannot hand it to another run mid-save.
      const held = await tx
        .select({ id: collectItems.id })
        .from(collectItems)
        .where(heldBy(claim))
        .for('update');
      if (held.length === 0) {
        throw new ClaimLost();
      }
      const productId = await upsertProduct(tx, {
        userId: item.userId,
        site: source.site,
        code: source.code,
        sourceUrl: source.url,
        groupName: work.groupName,
        memo: work.memo,
        workNumber: work.workNumber,
        detail: product,
        ...summaryColumns(product),
      });
      await finishItem(tx, claim, {
        state: 'succeeded',
        site: source.site,
        code: source.code,
        productId,
        reason: notes.length > 0 ? notes.join(' / ').slice(0, 1000) : null,
      });
    });
    await finishWorkIfDone(deps, work.id);
  } catch (error) {
    if (error instanceof ClaimLost) {
      // Another run has the item now (this worker was taken for dead, or the queue re-ran the job).
      deps.log.info({ itemId }, 'collect item taken over by another run; this run is dropped');
      return;
    }
    const failure = asItemFailure(error);
    if (
      !(error instanceof ItemFailure) &&
      !isSourceError(error) &&
      !isTranslationError(error) &&
      !isDomainError(error)
    ) {
      deps.log.error({ err: error, itemId }, 'collect item failed unexpectedly');
    }
    if (failure.transient && !run.isLastAttempt) {
      const requeued = await deps.db
        .update(collectItems)
        .set({ state: 'queued', workerId: null, reason: `다시 시도합니다: ${failure.message}` })
        .where(heldBy(claim))
        .returning({ id: collectItems.id });
      if (requeued.length === 0) {
        // Another run holds the item: the retry is its business, not this job's.
        return;
      }
      throw failure;
    }
    const reason = failure.transient ? finalFailureReason(failure.message, claim.attempt) : failure.message;
    await settle(deps, claim, { state: 'failed', reason });
  }
}
