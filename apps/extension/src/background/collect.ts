import type { WorkListResponse } from '@sellerdesk/domain/api';
import { capturePageInMainWorld } from '../page/capture';
import type { RawCapture } from '../page/capture';
import type { ApiClient, CollectBody } from '../shared/api';
import type { PageCapture } from '../shared/runner';
import { detectPage } from '../shared/sites';
import type { SourceSite } from '../shared/sites';
import { RECENT_LIMIT, readState, writeState } from '../shared/storage';
import type { RecentEntry } from '../shared/storage';

/** A page as read from a tab, with when its document started loading. */
export type TabCapture = PageCapture & { documentStartedAt: number };

/** Reads a tab's page in its MAIN world (see page/capture.ts). */
export async function captureTab(tabId: number, site: SourceSite, waitMs: number): Promise<TabCapture> {
  const [injection] = await chrome.scripting.executeScript({
    target: { tabId },
    world: 'MAIN',
    func: capturePageInMainWorld,
    args: [site, waitMs],
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
  const { hasData } = capture;
  const landed = detectPage(capture.url, {
    hasIceContext: hasData && opened.site !== '1688',
    hasInitData: hasData && opened.site === '1688',
  });
  const body: CollectBody = {
    url: landed.kind === 'item' ? capture.url : opened.url,
    ...(capture.data != null ? { data: capture.data } : { html: capture.html ?? '' }),
    ...(options.groupName.trim() ? { groupName: options.groupName.trim() } : {}),
    ...(options.memo.trim() ? { memo: options.memo.trim() } : {}),
  };
  return api.collect(landed.kind === 'item' ? landed.site : opened.site, body);
}

/** The product title as the page shows it, for the recent list (the server translates its own copy). */
export function pageTitle(capture: PageCapture): string {
  return capture.title.replace(/[-_–]\s*(?:淘宝网|天猫Tmall\.com|天猫|阿里巴巴.*|tmall\.com.*)$/i, '').trim();
}

export async function remember(entry: RecentEntry): Promise<void> {
  const { recent } = await readState();
  await writeState({ recent: [entry, ...recent].slice(0, RECENT_LIMIT) });
}
