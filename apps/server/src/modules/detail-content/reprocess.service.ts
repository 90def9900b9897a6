import type { DetailPageWorkResponse, ReprocessDetailPageResponse } from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { enqueueItems, insertItems, insertWork, workDetailLog } from '../../pipeline/index';
import { ownedProductIds } from '../products/index';
import { insertDetailPageItems } from './detail-content.repository';
import { DETAIL_PAGE_QUEUE, detailPageKind } from './detail-page.kind';

/**
 * "상세페이지 다시 처리": a work of one item per product of the caller among `ids` (others' and unknown
 * ids are not found and left out; none at all is a 404), written in one transaction, then queued.
 */
export async function reprocessDetailPages(
  deps: AppDeps,
  userId: string,
  ids: readonly string[],
): Promise<ReprocessDetailPageResponse> {
  const productIds = await ownedProductIds(deps.db, userId, [...new Set(ids)]);
  if (productIds.length === 0) {
    throw new AppError('PRODUCT_NOT_FOUND');
  }
  const { workNumber, queued } = await deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, {
      userId,
      kind: 'detail-page',
      total: productIds.length,
      finished: false,
    });
    const items = productIds.map((productId, position) => ({
      id: crypto.randomUUID(),
      productId,
      position,
    }));
    const queuedItems = await insertItems(
      tx,
      { id: work.id, userId, kind: 'detail-page' },
      items.map((item) => ({
        id: item.id,
        queue: DETAIL_PAGE_QUEUE,
        position: item.position,
        skipReason: null,
      })),
    );
    await insertDetailPageItems(tx, userId, items);
    return { workNumber: work.workNumber, queued: queuedItems };
  });
  await enqueueItems(deps, queued);
  return { workNumber, total: productIds.length };
}

/** The progress of such a work and each product's result; 404 when the work is not the caller's. */
export async function detailPageWork(
  deps: AppDeps,
  userId: string,
  workNumber: number,
): Promise<DetailPageWorkResponse> {
  const detail = await workDetailLog(deps.db, detailPageKind, userId, workNumber);
  if (!detail) {
    throw new AppError('WORK_NOT_FOUND');
  }
  return detail;
}
