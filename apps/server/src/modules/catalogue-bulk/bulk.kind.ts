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
import { lockProductsForBulk, productDetails, writeBulkProducts } from '../products/index';
import { changeProduct, type ActionParams, type BatchContext } from './bulk-actions';
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
  const sourceOf = (detail: ProductDetail) => {
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

/**
 * Runs one batch of a bulk work: reads what the action needs once (price settings, translations), then
 * in one transaction locks the batch's products, changes them, writes them in one statement with their
 * per-product outcomes, and finishes the item. Products already done (a retried batch) are not touched.
 */
export async function runBulkBatch(deps: AppDeps, claim: Claim): Promise<void> {
  const work = await repo.bulkWorkOfItem(deps.db, claim.itemId);
  if (!work) {
    throw new Error(`bulk work of item ${claim.itemId} not found`);
  }
  const params = work.params as ActionParams;
  const pending = await repo.pendingTargets(deps.db, work.workId, work.batch);
  const ids = pending.map((target) => target.productId);
  const context: BatchContext = {};
  if (work.action === 'reprice') {
    context.priceModel = (await loadPriceSettings(deps.db, work.userId)).priceRangeModel;
  }
  if (work.action === 'retranslate' && ids.length > 0) {
    context.translations = await translations(deps, work.userId, ids);
  }
  const written = await deps.db.transaction(async (tx) => {
    if (!(await lockHeldItem(tx, claim))) {
      throw new ClaimLost();
    }
    const rows = await lockProductsForBulk(tx, work.userId, ids);
    const byId = new Map(rows.map((row) => [row.id, row.detail]));
    const now = new Date().toISOString();
    const changed: { id: string; detail: ProductDetail }[] = [];
    const outcomes: repo.TargetOutcome[] = pending.map((target) => {
      const product = byId.get(target.productId);
      if (!product) {
        return { position: target.position, state: 'skipped', before: null, after: null, message: GONE };
      }
      const change = changeProduct(work.action, product, target, params, context);
      if (change.state === 'succeeded') {
        changed.push({ id: target.productId, detail: { ...change.product, updatedAt: now } });
        return {
          position: target.position,
          state: 'succeeded',
          before: change.before,
          after: change.after,
          message: null,
        };
      }
      return { position: target.position, ...change };
    });
    await writeBulkProducts(tx, work.userId, changed);
    await repo.writeOutcomes(tx, work.workId, outcomes);
    if (!(await finishItem(tx, claim, { state: 'succeeded', reason: null }))) {
      throw new ClaimLost();
    }
    return changed.length;
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
