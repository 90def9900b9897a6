import type { WorkListResponse } from '@sellerdesk/domain/api';
import { pageDataGlobal, pageDataRequest } from '@sellerdesk/sources/rules';
import { capturePageInMainWorld } from '../page/capture';
import type { RawCapture } from '../page/capture';
import type { ApiClient, CollectBody } from '../shared/api';
import type { PageCapture } from '../shared/runner';
import { SITE_LABELS, detectPage, productTitle } from '../shared/sites';
import type { SourceSite } from '../shared/sites';
import { RECENT_LIMIT, readState, writeState } from '../shared/storage';
import type { RecentEntry } from '../shared/storage';

/** A page as read from a tab, with when its document started loading. */
export type TabCapture = PageCapture & { documentStartedAt: number };

/** Reads the product of `site` from a tab's page (at `pageUrl`) in its MAIN world (see page/capture.ts). */
export async function captureTab(
  tabId: number,
  site: SourceSite,
  pageUrl: string,
  waitMs: number,
): Promise<TabCapture> {
  const request = pageDataRequest(pageUrl, site);
  if (!request) {
    throw new Error(`${SITE_LABELS[site]} 상품 페이지에서만 수집할 수 있습니다.`);
  }
  const [injection] = await chrome.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    func: capturePageInMainWorld,
    args: [request, waitMs],
  });
  const raw = injection?.result as RawCapture | undefined;
  if (!raw) {
    throw new Error('페이지 내용을 읽지 못했습니다.');
  }
  let data: unknown = null;
  if (raw.data != null) {
    try {
      data = JSON.parse(raw.data) as unknown;
    } catch {
      data = null;
    }
  }
  return {
    url: raw.url,
    title: raw.title,
    text: raw.text,
    hasData: raw.hasData,
    data,
    html: data == null ? raw.html : null,
    documentStartedAt: raw.documentStartedAt,
  };
}

/**
 * Sends one captured page: `{ url, data }` when the page's data global was read, else `{ url, html }`.
 * The address (and so the work list) is the page's own when it is a product page, e.g. after Taobao
 * redirected to Tmall; else the address the item was opened with.
 */
export function sendCapture(
  api: ApiClient,
  opened: { url: string; site: SourceSite },
  capture: PageCapture,
  options: { groupName: string; memo: string },
): Promise<WorkListResponse> {
  const global = capture.hasData ? pageDataGlobal(opened.site) : null;
  const landed = detectPage(capture.url, { globals: global ? [global] : [] });
  const body: CollectBody = {
    url: landed.kind === 'item' ? capture.url : opened.url,
    ...(capture.data != null ? { data: capture.data } : { html: capture.html ?? '' }),
    ...(options.groupName.trim() ? { groupName: options.groupName.trim() } : {}),
    ...(options.memo.trim() ? { memo: options.memo.trim() } : {}),
  };
  return api.collect(landed.kind === 'item' ? landed.site : opened.site, body);
}

/** The product title as the page shows it, for the recent list (the server translates its own copy). */
export function pageTitle(site: SourceSite, capture: PageCapture): string {
  return productTitle(site, capture.title);
}

export async function remember(entry: RecentEntry): Promise<void> {
  const { recent } = await readState();
  await writeState({ recent: [entry, ...recent].slice(0, RECENT_LIMIT) });
}
