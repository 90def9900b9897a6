import { isDomainError } from '@sellerdesk/domain';
import type { AppDeps } from '../../deps';
import {
  ITEM_RETRY_LIMIT,
  runItem,
  settle,
  type BatchKind,
  type Claim,
  type ItemFailure,
} from '../../pipeline/index';
import { isTranslationError } from '@sellerdesk/translation';
import { productForDetail, productTitles, writeDetailHtml } from '../products/index';
import { detailPageItem, detailPageItemsById } from './detail-content.repository';
import { processDetailPage } from './process-detail';

/** The queue of "상세페이지 다시 처리" items. */
export const DETAIL_PAGE_QUEUE = 'detail-page';
/** Products processed at once per worker: each downloads up to 4 images at a time. */
const DETAIL_PAGE_CONCURRENCY = 2;

/** A failure of one item: its Korean reason and whether a retry may help. */
class DetailPageFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export function detailPageFailure(error: unknown): ItemFailure {
  if (error instanceof DetailPageFailure || isTranslationError(error)) {
    return { message: error.message, transient: error.transient, expected: true };
  }
  // A broken product rule (the processed page over its limit): processing again gives the same page.
  if (isDomainError(error)) {
    return { message: error.message, transient: false, expected: true };
  }
  return {
    message: '상세페이지를 처리하는 중 오류가 발생했습니다. 다시 시도해주세요.',
    transient: true,
    expected: false,
  };
}

/**
 * Processes one product's detail page again (images into the store, translation, the one policy) and
 * saves it if nobody changed the page meanwhile. Images that could not be downloaded for now make the
 * item retry with backoff; on the last attempt the page is saved with them left at their source address.
 */
export async function processDetailPageItem(deps: AppDeps, claim: Claim): Promise<void> {
  const item = await detailPageItem(deps.db, claim.itemId);
  if (!item) {
    throw new DetailPageFailure('처리할 상품을 찾을 수 없습니다.', false);
  }
  const product = await productForDetail(deps.db, item.userId, item.productId);
  if (!product) {
    await settle(deps, claim, { state: 'skipped', reason: '삭제된 상품입니다.' });
    return;
  }
  const from = product.detail.detailPageHtml;
  if (!from.trim()) {
    await settle(deps, claim, { state: 'skipped', reason: '상세페이지가 비어 있습니다.' });
    return;
  }
  const outcome = await processDetailPage(deps, {
    userId: item.userId,
    html: from,
    language: product.detail.source.language,
  });
  if (outcome.unavailable > 0 && claim.attempt <= ITEM_RETRY_LIMIT) {
    throw new DetailPageFailure(`상세 이미지 ${outcome.unavailable}장을 받지 못했습니다.`, true);
  }
  const titleNeedsTranslation =
    product.detail.source.language !== 'ko' && !product.detail.title.some((t) => t.language === 'ko');
  const written = await writeDetailHtml(deps.db, item.userId, product.id, {
    from,
    html: outcome.html,
    needsTranslation: titleNeedsTranslation || outcome.needsTranslation,
  });
  if (written === 'changed') {
    throw new DetailPageFailure('처리하는 동안 상품이 수정되어 다시 처리합니다.', true);
  }
  if (written === 'gone') {
    await settle(deps, claim, { state: 'skipped', reason: '삭제된 상품입니다.' });
    return;
  }
  const summary = [
    `이미지 ${outcome.stored}장 저장`,
    outcome.dropped > 0 ? `장식 이미지 ${outcome.dropped}장 제외` : null,
    outcome.translated > 0 ? `문구 ${outcome.translated}개 번역` : null,
    ...outcome.notes,
  ].filter(Boolean);
  await settle(deps, claim, { state: 'succeeded', reason: summary.join(' / ').slice(0, 1000) });
}

/** "상세페이지 다시 처리" as a kind of batch work: one item is one product. */
export const detailPageKind: BatchKind<object, { productId: string; title: string | null }> = {
  kind: 'detail-page',
  queues: () => [{ name: DETAIL_PAGE_QUEUE, concurrency: DETAIL_PAGE_CONCURRENCY }],
  handle: processDetailPageItem,
  failure: detailPageFailure,
  async workLogs(_db, workIds) {
    return new Map(workIds.map((id) => [id, {}]));
  },
  async itemLogs(db, userId, itemIds) {
    const rows = await detailPageItemsById(db, itemIds);
    const titles = await productTitles(
      db,
      userId,
      [...rows.values()].map((row) => row.productId),
    );
    return new Map(
      [...rows].map(([id, row]) => [
        id,
        { productId: row.productId, title: titles.get(row.productId) ?? null },
      ]),
    );
  },
};

/** Runs one job of a detail-page item (what the worker does; tests call it directly). */
export function runDetailPageItem(
  deps: AppDeps,
  itemId: string,
  run: { generation?: number; workerId: string; isLastAttempt: boolean },
): Promise<void> {
  return runItem(deps, detailPageKind, itemId, run);
}
