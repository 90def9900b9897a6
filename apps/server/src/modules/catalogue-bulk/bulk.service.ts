import { BULK_BATCH_SIZE, validateBulkTextChange } from '@sellerdesk/domain';
import {
  BULK_REPORT_LIMIT,
  type BulkAction,
  type BulkWorkStarted,
  type ProductBulkWork,
} from '@sellerdesk/domain/api';
import { DomainError } from '@sellerdesk/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../infra/http/errors';
import { enqueueItems, insertItems, insertWork, setWorkTotal, workState } from '../../pipeline/index';
import { userCategoryRow } from '../categories/index';
import { selectionPositions, type SelectionFilter } from '../products/index';
import type { ActionParams } from './bulk-actions';
import * as repo from './bulk.repository';

/** The one queue of bulk catalogue batches. */
export const BULK_QUEUE = 'product.bulk';

type Targets = { selection: SelectionFilter } | { items: readonly { productId: string; value: string }[] };

/**
 * Starts a bulk work: the work, its action, its products (a filter selection resolved now, in catalogue
 * order) and one item per batch of BULK_BATCH_SIZE products, in one transaction; then one job per batch.
 */
export async function startBulkWork(
  deps: AppDeps,
  userId: string,
  action: BulkAction,
  params: ActionParams,
  targets: Targets,
): Promise<BulkWorkStarted> {
  const { work, queued, total } = await deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, { userId, kind: 'product-bulk', total: 0, finished: false });
    await repo.insertBulkWork(tx, { id: work.id, userId, action, params });
    let total: number;
    if ('selection' in targets) {
      total = await repo.insertSelectedTargets(
        tx,
        work.id,
        selectionPositions(userId, targets.selection),
        BULK_BATCH_SIZE,
      );
    } else {
      await repo.insertTargets(tx, work.id, targets.items, BULK_BATCH_SIZE);
      total = targets.items.length;
    }
    if (total === 0) {
      // Nothing of the caller's matched: no work at all (the transaction is rolled back).
      throw new AppError('BULK_NOTHING_SELECTED');
    }
    await setWorkTotal(tx, work.id, total);
    const batches = Math.ceil(total / BULK_BATCH_SIZE);
    const queued = await insertItems(
      tx,
      { id: work.id, userId, kind: 'product-bulk' },
      Array.from({ length: batches }, (_, position) => ({
        id: crypto.randomUUID(),
        queue: BULK_QUEUE,
        position,
        skipReason: null,
      })),
    );
    return { work, queued, total };
  });
  await enqueueItems(deps, queued);
  return { workNumber: work.workNumber, total };
}

/** ProductTextChange?mode: spec §5 checks first (400 naming every problem), then a slogan or replace work. */
export async function startTextChange(
  deps: AppDeps,
  userId: string,
  mode: string,
  body: { selection: SelectionFilter; word1: string; word2: string; numbering?: number },
): Promise<BulkWorkStarted> {
  const check = validateBulkTextChange({ mode, word1: body.word1, word2: body.word2 });
  if (!check.valid) {
    throw new DomainError('BULK_TEXT_CHANGE_INVALID', check.problems.join(' '));
  }
  const slogan = mode === 'Slogan';
  return startBulkWork(
    deps,
    userId,
    slogan ? 'slogan' : 'replace',
    { word1: body.word1, word2: body.word2, numbering: slogan ? body.numbering : undefined },
    { selection: body.selection },
  );
}

/**
 * ProductCategoryChange: one of the seller's SmartStore categories, read once here (levels and id as the
 * product holds them), for every selected product.
 */
export async function startCategoryChange(
  deps: AppDeps,
  userId: string,
  body: { selection: SelectionFilter; categoryId: string },
): Promise<BulkWorkStarted> {
  const category = await userCategoryRow(deps.db, userId, body.categoryId);
  if (!category) {
    throw new AppError(
      'USER_CATEGORY_NOT_FOUND',
      '내 카테고리에 없는 카테고리입니다. 설정의 내 카테고리에서 추가한 뒤 선택해주세요.',
    );
  }
  return startBulkWork(deps, userId, 'category', { category }, { selection: body.selection });
}

/** RetranslateProducts: refused at once without a translator, rather than failing every product. */
export async function startRetranslate(
  deps: AppDeps,
  userId: string,
  selection: SelectionFilter,
): Promise<BulkWorkStarted> {
  if (deps.sources.translator.provider === 'none') {
    throw new AppError('TRANSLATOR_NOT_CONFIGURED');
  }
  return startBulkWork(deps, userId, 'retranslate', {}, { selection });
}

/** GetProductBulkWork: progress by product and the per-product report. */
export async function bulkWorkReport(
  deps: AppDeps,
  userId: string,
  workNumber: number,
): Promise<ProductBulkWork> {
  const work = await repo.findBulkWork(deps.db, userId, workNumber);
  if (!work) {
    throw new AppError('WORK_NOT_FOUND');
  }
  const [counts, results] = await Promise.all([
    repo.bulkCounts(deps.db, work.id),
    repo.bulkReport(deps.db, work.id, BULK_REPORT_LIMIT),
  ]);
  const queued = counts.pending - counts.running;
  return {
    workNumber: work.workNumber,
    action: work.action,
    state: workState({ total: work.total, queued, ...counts }),
    total: work.total,
    succeeded: counts.succeeded,
    failed: counts.failed,
    skipped: counts.skipped,
    createdAt: work.createdAt.toISOString(),
    finishedAt: work.finishedAt?.toISOString() ?? null,
    results,
  };
}
