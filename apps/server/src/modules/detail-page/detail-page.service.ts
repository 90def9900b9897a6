import { DEFAULT_DETAIL_HTML, STORED_HTML_FIELDS, type DetailHtmlModel } from '@sellerdesk/domain';
import type { DetailPageConfigResponse } from '@sellerdesk/domain/api';
import type { Database } from '../../infra/db/client';
import { cleanDetailHtmlOffLoop } from '../products/index';
import * as repo from './detail-page.repository';

type Row = Awaited<ReturnType<typeof repo.findDetailPageConfig>>;

function toResponse(row: Row): DetailPageConfigResponse {
  if (!row) {
    return { ...DEFAULT_DETAIL_HTML, saved: false, updatedAt: null };
  }
  return {
    usableTop: row.usableTop,
    usableBottom: row.usableBottom,
    top: row.top,
    bottom: row.bottom,
    saved: true,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GetDetailPageConfig: the seller's top/bottom template, or the defaults (both off, empty). */
export async function getDetailPageConfig(db: Database, userId: string): Promise<DetailPageConfigResponse> {
  return toResponse(await repo.findDetailPageConfig(db, userId));
}

/**
 * SetDetailPage: top and bottom go through the same HTML policy as the product's page (they are put
 * around it at upload time, never into the product), each held to its limit after cleaning.
 */
export async function setDetailPageConfig(
  db: Database,
  userId: string,
  model: DetailHtmlModel,
  publicUrl: string,
): Promise<DetailPageConfigResponse> {
  const top = await cleanDetailHtmlOffLoop(model.top, publicUrl, STORED_HTML_FIELDS.top);
  const bottom = await cleanDetailHtmlOffLoop(model.bottom, publicUrl, STORED_HTML_FIELDS.bottom);
  const row = await repo.saveDetailPageConfig(db, userId, {
    usableTop: model.usableTop,
    usableBottom: model.usableBottom,
    top,
    bottom,
  });
  return toResponse(row);
}
