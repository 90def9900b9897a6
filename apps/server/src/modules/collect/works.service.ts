import type { SourceSite, WorkSite } from '@sellerdesk/domain';
import type { WorkListResponse } from '@sellerdesk/domain/api';
import { SITE_LABELS, WORK_LISTS, isSourceError, parseSourceCode, workSiteOf } from '@sellerdesk/sources';
import crypto from 'node:crypto';
import type { CollectSummaryResponse } from '@sellerdesk/domain/api';
import type { Database } from '../../infra/db/client';
import { lockForTransaction } from '../../infra/db/locks';
import type { AppDeps } from '../../deps';
import type { RequestContext } from '../../infra/http/access';
import { AppError } from '../../infra/http/errors';
import {
  countPendingItems,
  enqueueItems,
  insertItems,
  insertWork,
  itemActivity,
  retryFailedItems as retryFailedWorkItems,
} from '../../pipeline/index';
import { collectionLimitOf } from '../auth/index';
import { userCategoryRow } from '../categories/index';
import { countProducts, existingProductKeys, productTotals } from '../products/index';
import { collectQueue } from './collect.kind';
import { insertCollectItems, insertCollectWork } from './collect.repository';

type CollectOptions = { groupName: string; memo: string; targetCategoryId?: string; recollect: boolean };
type Entry = {
  input: string;
  site: SourceSite | null;
  code: string | null;
  payload?: { html?: string; data?: unknown };
};
type Rejected = { input: string; reason: string };

/** Reads one pasted line as a product of the work's site, or says why it cannot be collected here. */
function resolveLine(deps: AppDeps, workSite: WorkSite, input: string): Entry | Rejected {
  const list = WORK_LISTS[workSite];
  const link = deps.sources.collector.parseLink(input);
  if (link?.kind === 'product') {
    if (workSiteOf(link.site) !== workSite) {
      return {
        input,
        reason: `${SITE_LABELS[link.site]} 링크입니다. ${WORK_LISTS[workSiteOf(link.site)].label} 수집에서 넣어주세요.`,
      };
    }
    return { input, site: link.site, code: link.code };
  }
  if (link) {
    return {
      input,
      reason: list.acceptsSearch
        ? '검색·카테고리 링크는 "검색 링크" 칸에 넣어주세요.'
        : '검색·상점 링크는 확장 프로그램에서 상품을 골라 수집해주세요.',
    };
  }
  const code = parseSourceCode(list.codeSite, input);
  if (code) {
    return { input, site: list.codeSite, code };
  }
  return { input, reason: `${list.label} 상품 링크나 상품 번호로 읽을 수 없습니다.` };
}

/**
 * Refuses a work that would take the seller past the collection limit (live products + pending items).
 * Runs inside the transaction that inserts the items, under the seller's lock, so concurrent works cannot
 * all pass the same count. Workers turn a pending item into a product in one transaction, so the sum only
 * grows here.
 */
async function checkCollectionLimit(tx: Database, userId: string, adding: number): Promise<void> {
  const limit = await collectionLimitOf(tx, userId);
  if (limit == null) {
    return;
  }
  await lockForTransaction(tx, 'collectionLimit', userId);
  const used = (await countProducts(tx, userId)) + (await countPendingItems(tx, userId, 'collect'));
  if (used + adding > limit) {
    throw new AppError(
      'COLLECTION_LIMIT_EXCEEDED',
      `수집 가능한 상품 수를 넘었습니다. (보유·진행 중 ${used}개 + 요청 ${adding}개 / 한도 ${limit}개)`,
    );
  }
}

/**
 * Creates a work and its items in one transaction, then queues the items. Products already in the
 * catalogue (and repeats within the request) become skipped items unless `recollect` is set.
 */
async function createWork(
  deps: AppDeps,
  ctx: RequestContext,
  work: { site: WorkSite; via: 'server' | 'search' | 'extension'; options: CollectOptions },
  entries: Entry[],
  rejected: Rejected[],
): Promise<WorkListResponse> {
  if (entries.length === 0) {
    throw new AppError(
      'NO_COLLECTABLE_LINKS',
      rejected[0] ? `수집할 수 있는 상품 링크가 없습니다. (${rejected[0].reason})` : undefined,
    );
  }
  // The target category is applied at collection; one that is not the seller's would be lost silently.
  if (
    work.options.targetCategoryId &&
    !(await userCategoryRow(deps.db, ctx.userId, work.options.targetCategoryId))
  ) {
    throw new AppError(
      'USER_CATEGORY_NOT_FOUND',
      '수집 카테고리가 내 카테고리에 없습니다. 설정의 내 카테고리에서 추가한 뒤 선택해주세요.',
    );
  }
  const keyed = entries.filter((e) => e.site && e.code);
  const existing =
    work.options.recollect || keyed.length === 0
      ? new Set<string>()
      : await existingProductKeys(
          deps.db,
          ctx.userId,
          keyed.map((e) => e.code as string),
        );
  const seen = new Set<string>();
  const planned = entries.map((entry) => {
    const key = entry.site && entry.code ? `${entry.site}:${entry.code}` : null;
    let skipReason: string | null = null;
    if (key && existing.has(key)) {
      skipReason = '이미 수집한 상품입니다.';
    } else if (key && seen.has(key)) {
      skipReason = '같은 상품이 요청에 두 번 있습니다.';
    }
    if (key) {
      seen.add(key);
    }
    return { entry, skipReason };
  });
  const { workRow, queued } = await deps.db.transaction(async (tx) => {
    await checkCollectionLimit(tx, ctx.userId, planned.filter((p) => !p.skipReason).length);
    const workRow = await insertWork(tx, {
      userId: ctx.userId,
      kind: 'collect',
      total: planned.length,
      finished: planned.every((p) => p.skipReason),
    });
    await insertCollectWork(tx, {
      id: workRow.id,
      site: work.site,
      via: work.via,
      groupName: work.options.groupName,
      memo: work.options.memo,
      targetCategoryId: work.options.targetCategoryId ?? null,
      recollect: work.options.recollect,
    });
    const items = planned.map((p, position) => ({ ...p, id: crypto.randomUUID(), position }));
    const queued = await insertItems(
      tx,
      { id: workRow.id, userId: ctx.userId, kind: 'collect' },
      items.map(({ id, position, skipReason }) => ({
        id,
        position,
        skipReason,
        queue: collectQueue(work.site),
      })),
    );
    await insertCollectItems(
      tx,
      items.map(({ id, entry, skipReason }) => ({
        id,
        userId: ctx.userId,
        input: entry.input,
        site: entry.site,
        code: entry.code,
        payload: skipReason ? null : (entry.payload ?? null),
      })),
    );
    return { workRow, queued };
  });
  // Queued after commit; if this fails the items stay queued and the worker's sweep enqueues them.
  await enqueueItems(deps, queued);
  return { workNumber: workRow.workNumber, site: work.site, total: planned.length, rejected };
}

function resolveLines(deps: AppDeps, site: WorkSite, lines: readonly string[]) {
  const entries: Entry[] = [];
  const rejected: Rejected[] = [];
  for (const line of lines) {
    const result = resolveLine(deps, site, line);
    if ('reason' in result) {
      rejected.push(result);
    } else {
      entries.push(result);
    }
  }
  return { entries, rejected };
}

/** <Site>ProductWorkList: product links or codes of the work list's sites, collected by the server. */
export function createLinksWork(
  deps: AppDeps,
  ctx: RequestContext,
  site: WorkSite,
  body: CollectOptions & { links: string[] },
): Promise<WorkListResponse> {
  const { entries, rejected } = resolveLines(deps, site, body.links);
  return createWork(deps, ctx, { site, via: 'server', options: body }, entries, rejected);
}

/**
 * <Site>ProductWorkList of a work list that takes a search link too (CostcoProductWorkList): product
 * links or codes, and/or a search or category link whose first `count` results are collected.
 */
export async function createSearchableWork(
  deps: AppDeps,
  ctx: RequestContext,
  site: WorkSite,
  body: CollectOptions & { links: string[]; searchUrl?: string; count: number },
): Promise<WorkListResponse> {
  const list = WORK_LISTS[site];
  const { entries, rejected } = resolveLines(
    deps,
    site,
    body.links.filter((l) => l.trim() !== ''),
  );
  if (body.searchUrl) {
    const link = deps.sources.collector.parseLink(body.searchUrl);
    if (link?.kind !== 'search' || workSiteOf(link.site) !== site || !list.acceptsSearch) {
      throw new AppError(
        'VALIDATION_FAILED',
        `'searchUrl': ${list.label} 검색 또는 카테고리 링크가 아닙니다.`,
      );
    }
    try {
      const { codes } = await deps.sources.collector.search(link, body.count);
      for (const code of codes) {
        entries.push({ input: `${body.searchUrl} #${code}`, site: link.site, code });
      }
    } catch (error) {
      throw new AppError(
        'SOURCE_SEARCH_FAILED',
        isSourceError(error) ? `검색 결과를 가져오지 못했습니다: ${error.message}` : undefined,
      );
    }
  }
  return createWork(
    deps,
    ctx,
    { site, via: body.searchUrl ? 'search' : 'server', options: body },
    entries,
    rejected,
  );
}

/** <Site>ProductWorkListExtension: a product page the extension captured (its HTML or its data). */
export function createExtensionWork(
  deps: AppDeps,
  ctx: RequestContext,
  site: WorkSite,
  body: CollectOptions & { url: string; html?: string; data?: unknown },
): Promise<WorkListResponse> {
  const link = deps.sources.collector.parseLink(body.url);
  if (link?.kind !== 'product') {
    throw new AppError('VALIDATION_FAILED', `'url': ${WORK_LISTS[site].label} 상품 페이지 주소가 아닙니다.`);
  }
  if (workSiteOf(link.site) !== site) {
    throw new AppError(
      'VALIDATION_FAILED',
      `'url': ${SITE_LABELS[link.site]} 페이지입니다. 해당 사이트의 수집으로 보내주세요.`,
    );
  }
  const entry: Entry = {
    input: body.url,
    site: link.site,
    code: link.code,
    payload: body.html != null ? { html: body.html } : { data: body.data },
  };
  return createWork(deps, ctx, { site, via: 'extension', options: body }, [entry], []);
}

/** Retries failed items of a work (all, or the given ones): each gets a new job. */
export function retryFailedItems(
  deps: AppDeps,
  ctx: RequestContext,
  body: { workNumber: number; itemIds?: string[] },
): Promise<{ retried: number }> {
  return retryFailedWorkItems(deps, ctx.userId, 'collect', body);
}

/** GetUserCollectSummary: the seller's products and collection activity at a glance. */
export async function collectSummary(deps: AppDeps, ctx: RequestContext): Promise<CollectSummaryResponse> {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const month = new Date(now.getFullYear(), now.getMonth(), 1);
  const [totals, activity, limit] = await Promise.all([
    productTotals(deps.db, ctx.userId, { day, month }),
    itemActivity(deps.db, ctx.userId, 'collect', day),
    collectionLimitOf(deps.db, ctx.userId),
  ]);
  return {
    ...totals,
    failedToday: activity.failedSince,
    inProgress: activity.inProgress,
    collectionLimit: limit,
  };
}
