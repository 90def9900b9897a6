import { BULK_BATCH_SIZE, isDomainError, textIn, type ProductDetail } from '@sellerdesk/domain';
import { isTranslationError } from '@sellerdesk/translation';
import type { AppDeps } from '../../deps';
import { BULK_WRITE_ROWS, requestStatisticsRefresh } from '../../infra/jobs/statistics';
import {
  ClaimLost,
  finishItem,
  finishWorkIfDone,
  lockHeldItem,
  type BatchKind,
  type Claim,
  type ItemFailure,
} from '../../pipeline/index';
import { loadPriceSettings } from '../pricing/index';
import {
  lockProductPrices,
  lockProductTexts,
  productDetails,
  writeProductPrices,
  writeProductTexts,
} from '../products/index';
import {
  changePrice,
  changeTexts,
  type ActionParams,
  type BatchContext,
  type ProductChange,
} from './bulk-actions';
import * as repo from './bulk.repository';
import { BULK_QUEUE } from './bulk.service';

const GONE = '상품을 찾을 수 없습니다. (삭제되었거나 다른 판매자의 상품입니다.)';

/** The source titles of the batch's products, translated in one call of the configured translator. */
async function translations(
  deps: AppDeps,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await productDetails(deps.db, userId, ids);
  const sourceOf = (detail: Pick<ProductDetail, 'title' | 'source'>) => {
    const language = detail.title.find((entry) => entry.language !== 'ko')?.language ?? 'zh';
    return { language, text: textIn(detail.title, language) || detail.source.title };
  };
  const byLanguage = new Map<'zh' | 'en' | 'ja', { id: string; text: string }[]>();
  for (const row of rows) {
    const { language, text } = sourceOf(row.detail);
    const key = language === 'en' || language === 'ja' ? language : 'zh';
    byLanguage.set(key, [...(byLanguage.get(key) ?? []), { id: row.id, text }]);
  }
  const out = new Map<string, string>();
  for (const [source, entries] of byLanguage) {
    const result = await deps.sources.translator.translate(
      entries.map((entry) => entry.text),
      { source },
    );
    if (result.needsTranslation) {
      continue;
    }
    entries.forEach((entry, index) => out.set(entry.id, result.texts[index] ?? ''));
  }
  return out;
}

type Outcome = repo.TargetOutcome & { productId: string };
type Outcomes<T> = { changed: { id: string; product: T }[]; outcomes: Outcome[] };

/** Applies `change` to each pending product found; the ones not found (removed, not the seller's) skip. */
function outcomesOf<T>(
  pending: readonly repo.PendingTarget[],
  rows: readonly { id: string; product: T }[],
  change: (product: T, target: repo.PendingTarget) => ProductChange<T>,
): Outcomes<T> {
  const byId = new Map(rows.map((row) => [row.id, row.product]));
  const changed: { id: string; product: T }[] = [];
  const outcomes = pending.map((target): Outcome => {
    const product = byId.get(target.productId);
    if (!product) {
      return {
        position: target.position,
        productId: target.productId,
        state: 'skipped',
        before: null,
        after: null,
        message: GONE,
      };
    }
    const result = change(product, target);
    if (result.state === 'succeeded') {
      changed.push({ id: target.productId, product: result.product });
      return {
        position: target.position,
        productId: target.productId,
        state: 'succeeded',
        before: result.before,
        after: result.after,
        message: null,
      };
    }
    return { position: target.position, productId: target.productId, ...result };
  });
  return { changed, outcomes };
}

/**
 * Runs one batch of a bulk work: reads what the action needs once (price settings, translations), then
 * in one transaction locks the batch's products, changes them, writes them in one statement with their
 * per-product outcomes, and finishes the item. Products already done (a retried batch) are not touched.
 * Text and group actions read and write only the title, group and flags; reprice only the pricing
 * parts (source, prices, options, override): never the whole model.
 */
export async function runBulkBatch(deps: AppDeps, claim: Claim): Promise<void> {
  const work = await repo.bulkWorkOfItem(deps.db, claim.itemId);
  if (!work) {
    throw new Error(`bulk work of item ${claim.itemId} not found`);
  }
  const { action, userId } = work;
  const params = work.params as ActionParams;
  const pending = await repo.pendingTargets(deps.db, work.workId, work.batch);
  const ids = pending.map((target) => target.productId);
  const context: BatchContext = {};
  const priceModel = action === 'reprice' ? (await loadPriceSettings(deps.db, userId)).priceRangeModel : null;
  if (action === 'retranslate' && ids.length > 0) {
    context.translations = await translations(deps, userId, ids);
  }
  const written = await deps.db.transaction(async (tx) => {
    if (!(await lockHeldItem(tx, claim))) {
      throw new ClaimLost();
    }
    let result: Outcomes<unknown>;
    if (action === 'reprice') {
      const rows = await lockProductPrices(tx, userId, ids);
      const done = outcomesOf(pending, rows, (product) => changePrice(product, params, priceModel!));
      await writeProductPrices(tx, userId, done.changed);
      result = done;
    } else {
      const rows = await lockProductTexts(tx, userId, ids);
      const done = outcomesOf(
        pending,
        rows.map(({ id, ...texts }) => ({ id, product: texts })),
        (product, target) => changeTexts(action, product, target, params, context),
      );
      await writeProductTexts(
        tx,
        userId,
        done.changed.map(({ id, product }) => ({ id, ...product })),
      );
      result = done;
    }
    await repo.writeOutcomes(tx, work, result.outcomes);
    if (!(await finishItem(tx, claim, { state: 'succeeded', reason: null }))) {
      throw new ClaimLost();
    }
    return result.changed.length;
  });
  await finishWorkIfDone(deps.db, claim.workId);
  if (
    written > 0 &&
    work.total >= BULK_WRITE_ROWS &&
    work.batch === Math.ceil(work.total / BULK_BATCH_SIZE) - 1
  ) {
    // A bulk rewrite of the catalogue: refresh the planner's statistics now rather than at the next slot.
    await requestStatisticsRefresh(deps, 'bulk-write').catch((error: unknown) =>
      deps.log.warn({ err: error }, 'statistics job not enqueued'),
    );
  }
}

export function bulkFailure(error: unknown): ItemFailure {
  if (isTranslationError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  if (isDomainError(error)) {
    return { message: error.message, transient: false, expected: true };
  }
  return {
    message: '일괄 작업을 처리하는 중 오류가 발생했습니다. 다시 시도합니다.',
    transient: true,
    expected: false,
  };
}

/** Bulk catalogue actions as a kind of batch work: one item is one batch of products. */
export const catalogueBulkKind: BatchKind<object, object> = {
  kind: 'product-bulk',
  queues: () => [{ name: BULK_QUEUE, concurrency: 2 }],
  handle: runBulkBatch,
  failure: bulkFailure,
  // The catalogue's own report (GetProductBulkWork) shows these works; the collect logs do not.
  workLogs: async () => new Map(),
  itemLogs: async () => new Map(),
};
