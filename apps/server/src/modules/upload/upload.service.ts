import crypto from 'node:crypto';
import { MARKET_NAMES, ListingTemplate, isMarketError } from '@sellerdesk/markets';
import type {
  CheckUploadBody,
  CheckUploadResponse,
  CheckUploadResult,
  UploadWorkBody,
  UploadWorkResponse,
} from '@sellerdesk/domain/api';
import type { AppDeps } from '../../deps';
import type { UploadTarget } from '../../infra/db/schema/index';
import { AppError } from '../../infra/http/errors';
import { enqueueItems, insertItems, insertWork } from '../../pipeline/index';
import { liveProductIds, ownedProductIds, productDetailsByIds } from '../products/index';
import { categoryOf, uploadAdapter } from './accounts';
import { checkDraft, draftOf, unreachableImagesProblem, usesOwnImages } from './prepare';
import { uploadQueue } from './upload.kind';
import { listingContext, requirementsOf } from './upload-item';
import * as repo from './upload.repository';

/** The most products one request may name, and the most items (products × accounts) one work may have. */
const MAX_PRODUCTS = 10_000;
const MAX_ITEMS = 50_000;
/** Products read per query while checking (the model JSON is large). */
const CHECK_BATCH = 1000;

type Body = { productIds: string[]; all: boolean; markets: CheckUploadBody['markets'] };

/** The chosen products: the ids given (the seller's own, live), or all of them. */
async function chosenProducts(deps: AppDeps, userId: string, body: Body): Promise<string[]> {
  const ids = body.all ? await liveProductIds(deps.db, userId, MAX_PRODUCTS) : [...new Set(body.productIds)];
  const owned = await ownedProductIds(deps.db, userId, ids);
  if (owned.length === 0) {
    throw new AppError('UPLOAD_NO_PRODUCTS');
  }
  return owned;
}

/** Each chosen account once, checked to be the seller's and of the market named. */
async function resolveTargets(deps: AppDeps, userId: string, body: Body): Promise<UploadTarget[]> {
  const seen = new Set<string>();
  const targets: UploadTarget[] = [];
  for (const chosen of body.markets) {
    if (seen.has(chosen.accountId)) {
      continue;
    }
    seen.add(chosen.accountId);
    const { market, label } = await uploadAdapter(deps, userId, chosen.accountId);
    if (market !== chosen.market) {
      throw new AppError('UPLOAD_ACCOUNT_MARKET_MISMATCH');
    }
    if (chosen.template) {
      const parsed = ListingTemplate.safeParse({
        ...chosen.template,
        marketName: market,
        templateName: chosen.templateName,
      });
      if (!parsed.success) {
        throw new AppError('UPLOAD_TEMPLATE_INVALID');
      }
    }
    targets.push({
      market,
      accountId: chosen.accountId,
      accountLabel: label,
      templateName: chosen.templateName,
      categoryId: chosen.categoryId ?? null,
      template: chosen.template ?? null,
    });
  }
  return targets;
}

/**
 * Market/MarketUploadWorkList: one work of product × account items on the upload queues (one per
 * market), written in one transaction and then enqueued (idempotent job ids). Pairs the seller's check
 * held back (`skip`) are items finished as skipped with their reason; pairs naming a product or account
 * outside the work change nothing.
 */
export async function createUploadWork(
  deps: AppDeps,
  userId: string,
  body: UploadWorkBody & Body,
): Promise<UploadWorkResponse> {
  const productIds = await chosenProducts(deps, userId, body);
  const targets = await resolveTargets(deps, userId, body);
  const total = productIds.length * targets.length;
  if (total > MAX_ITEMS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `한 작업은 ${MAX_ITEMS.toLocaleString('ko-KR')}건(상품 × 계정)까지입니다. (요청 ${total.toLocaleString('ko-KR')}건)`,
    );
  }
  const heldBack = new Map(body.skip?.map((pair) => [`${pair.productId}|${pair.accountId}`, pair.reason]));
  const items = productIds.flatMap((productId, index) =>
    targets.map((target, t) => {
      const held = heldBack.get(`${productId}|${target.accountId}`);
      return {
        id: crypto.randomUUID(),
        productId,
        target,
        position: index * targets.length + t,
        skipReason: held === undefined ? null : `업로드 전 검사에서 막혀 올리지 않았습니다.\n${held}`,
      };
    }),
  );
  const toPush = items.filter((item) => item.skipReason === null).length;
  const { work, queued } = await deps.db.transaction(async (tx) => {
    const work = await insertWork(tx, { userId, kind: 'upload', total, finished: toPush === 0 });
    const queued = await insertItems(
      tx,
      { id: work.id, userId, kind: 'upload' },
      items.map((item) => ({
        id: item.id,
        queue: uploadQueue(item.target.market),
        position: item.position,
        skipReason: item.skipReason,
      })),
    );
    await repo.insertUploadWork(tx, work.id, targets);
    await repo.insertUploadItems(
      tx,
      items.map((item) => ({
        id: item.id,
        userId,
        workId: work.id,
        productId: item.productId,
        accountId: item.target.accountId,
        market: item.target.market,
      })),
    );
    return { work, queued };
  });
  await enqueueItems(deps, queued);
  return { workNumber: work.workNumber, total, queued: queued.length, skipped: total - queued.length };
}

/**
 * Market/CheckUpload: every product against every chosen account's market before anything is sent —
 * the problems the market would refuse it for, each with its fix (the same check the worker runs before
 * a push). Category requirements are asked once per category; products are read in batches.
 */
export async function checkUpload(
  deps: AppDeps,
  userId: string,
  body: CheckUploadBody & Body,
): Promise<CheckUploadResponse> {
  // Not `chosenProducts`: the reads below are the seller's own products only, so asking first which ids
  // are theirs would read 10,000 ids once more.
  const productIds = body.all
    ? await liveProductIds(deps.db, userId, MAX_PRODUCTS)
    : [...new Set(body.productIds)];
  const targets = await resolveTargets(deps, userId, body);
  const response: CheckUploadResponse = {
    checked: 0,
    refused: 0,
    results: [],
    accountProblems: [],
    quotas: [],
  };
  const prepared = [];
  for (const target of targets) {
    const { adapter } = await uploadAdapter(deps, userId, target.accountId);
    const accountProblem = (message: string, fix: string) =>
      response.accountProblems.push({ market: target.market, accountId: target.accountId, message, fix });
    let context;
    try {
      context = await listingContext(deps, userId, target, adapter);
    } catch (error) {
      if (error instanceof AppError) {
        accountProblem(error.message, '템플릿을 저장하거나 다른 템플릿을 골라주세요.');
        continue;
      }
      throw error;
    }
    let quota = null;
    if (adapter.registrationQuota) {
      quota = await adapter.registrationQuota();
      response.quotas.push({ market: target.market, accountId: target.accountId, ...quota });
    }
    const listed = await repo.listedProductIds(deps.db, userId, target.accountId, productIds);
    prepared.push({
      target,
      adapter,
      context,
      quota,
      listed,
      newSoFar: 0,
      failed: false,
      imagesUnreachable: unreachableImagesProblem(deps.config),
    });
  }
  let found = 0;
  for (let start = 0; start < productIds.length; start += CHECK_BATCH) {
    const batch = await productDetailsByIds(deps.db, userId, productIds.slice(start, start + CHECK_BATCH));
    found += batch.length;
    for (const entry of prepared) {
      if (entry.failed) {
        continue;
      }
      for (const product of batch) {
        const category = await categoryOf(deps, userId, entry.target, product.detail.category?.id ?? null);
        const draft = draftOf(product.detail, entry.context, entry.target.market, category, {
          forCheck: true,
        });
        if (entry.imagesUnreachable && usesOwnImages(draft, entry.context.publicBaseUrl)) {
          // Said once per account, before anything is sent; the account's pairs are held back.
          response.accountProblems.push({
            market: entry.target.market,
            accountId: entry.target.accountId,
            ...entry.imagesUnreachable,
          });
          entry.imagesUnreachable = null;
        }
        const isNew = !entry.listed.has(product.id);
        const registrationsToday = entry.quota && isNew ? entry.quota.used + entry.newSoFar : undefined;
        let problems;
        try {
          problems = await checkDraft(
            draft,
            entry.adapter,
            requirementsOf(entry.adapter),
            registrationsToday,
          );
        } catch (error) {
          if (!isMarketError(error)) {
            throw error;
          }
          // The market could not be asked for the category's requirements (keys, outage): say so once.
          entry.failed = true;
          response.accountProblems.push({
            market: entry.target.market,
            accountId: entry.target.accountId,
            message: `${MARKET_NAMES[entry.target.market]}에서 카테고리 정보를 받지 못했습니다: ${error.message}`,
            fix: '설정 → 마켓 계정에서 연결 확인을 한 뒤 다시 검사해주세요.',
          });
          break;
        }
        response.checked += 1;
        const refused = problems.some((problem) => problem.severity === 'error');
        if (refused) {
          response.refused += 1;
        } else if (isNew) {
          entry.newSoFar += 1;
        }
        if (problems.length > 0) {
          const result: CheckUploadResult = {
            productId: product.id,
            site: product.site,
            code: product.code,
            title: product.title,
            market: entry.target.market,
            accountId: entry.target.accountId,
            problems,
          };
          response.results.push(result);
        }
      }
    }
  }
  if (found === 0) {
    throw new AppError('UPLOAD_NO_PRODUCTS');
  }
  return response;
}
