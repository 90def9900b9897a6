import { itemKey } from './sites';
import type { SourceSite } from './sites';

/**
 * A list collection: the items the seller ticked on a search or shop page, visited one by one.
 * Plain data kept in chrome.storage.local so the popup and the list page show it and a restarted
 * service worker picks it up; every change goes through the pure functions below.
 */

export type RunItemState = 'pending' | 'sent' | 'failed';

export type RunItem = {
  key: string;
  url: string;
  site: SourceSite;
  itemId: string;
  title: string;
  state: RunItemState;
  workNumber?: number;
  message?: string;
};

/**
 * running → (every item visited) done; → blocked by a captcha/login page (resume revisits that item);
 * → stopped when the server refuses the seller (log in again, then resume); → cancelled by the seller.
 */
export type RunStatus = 'running' | 'blocked' | 'stopped' | 'done' | 'cancelled';

export type ListRun = {
  id: string;
  pageUrl: string;
  groupName: string;
  memo: string;
  items: RunItem[];
  status: RunStatus;
  blocked: { obstacle: 'captcha' | 'login'; index: number; url: string } | null;
  message: string | null;
  /** The background tab the items are visited in. */
  tabId: number | null;
  startedAt: number;
  updatedAt: number;
};

export type NewRunItem = { url: string; site: SourceSite; itemId: string; title: string };

export const MAX_RUN_ITEMS = 200;

export function createRun(input: {
  id: string;
  pageUrl: string;
  items: NewRunItem[];
  groupName: string;
  memo: string;
  now: number;
}): ListRun {
  const seen = new Set<string>();
  const items: RunItem[] = [];
  for (const item of input.items) {
    const key = itemKey(item.site, item.itemId);
    if (!seen.has(key)) {
      seen.add(key);
      items.push({ ...item, key, title: item.title.trim().slice(0, 120), state: 'pending' });
    }
  }
  if (items.length === 0) {
    throw new Error('수집할 상품을 선택해주세요.');
  }
  if (items.length > MAX_RUN_ITEMS) {
    throw new Error(`한 번에 ${MAX_RUN_ITEMS}개까지 수집할 수 있습니다.`);
  }
  return {
    id: input.id,
    pageUrl: input.pageUrl,
    groupName: input.groupName,
    memo: input.memo,
    items,
    status: 'running',
    blocked: null,
    message: null,
    tabId: null,
    startedAt: input.now,
    updatedAt: input.now,
  };
}

export function isActive(run: ListRun | null): boolean {
  return run?.status === 'running' || run?.status === 'blocked' || run?.status === 'stopped';
}

export function nextIndex(run: ListRun): number {
  return run.items.findIndex((item) => item.state === 'pending');
}

function patchItem(run: ListRun, index: number, patch: Partial<RunItem>, now: number): ListRun {
  return {
    ...run,
    items: run.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    updatedAt: now,
  };
}

export function markSent(run: ListRun, index: number, workNumber: number, now: number): ListRun {
  return patchItem(run, index, { state: 'sent', workNumber, message: undefined }, now);
}

export function markFailed(run: ListRun, index: number, message: string, now: number): ListRun {
  return patchItem(run, index, { state: 'failed', message }, now);
}

export function blockRun(
  run: ListRun,
  index: number,
  obstacle: 'captcha' | 'login',
  url: string,
  now: number,
): ListRun {
  return { ...run, status: 'blocked', blocked: { obstacle, index, url }, updatedAt: now };
}

export function stopRun(run: ListRun, message: string, now: number): ListRun {
  return { ...run, status: 'stopped', message, updatedAt: now };
}

export function resumeRun(run: ListRun, now: number): ListRun {
  if (run.status !== 'blocked' && run.status !== 'stopped') {
    return run;
  }
  return { ...run, status: 'running', blocked: null, message: null, updatedAt: now };
}

export function cancelRun(run: ListRun, now: number): ListRun {
  return isActive(run) ? { ...run, status: 'cancelled', blocked: null, updatedAt: now } : run;
}

export function finishRun(run: ListRun, now: number): ListRun {
  return { ...run, status: 'done', blocked: null, message: null, updatedAt: now };
}

export function summarize(run: ListRun): {
  total: number;
  sent: number;
  failed: number;
  pending: number;
  processed: number;
} {
  const count = (state: RunItemState) => run.items.filter((item) => item.state === state).length;
  const sent = count('sent');
  const failed = count('failed');
  return { total: run.items.length, sent, failed, pending: count('pending'), processed: sent + failed };
}

/** One Korean line saying where the run is and, when it waits, what the seller must do. */
export function statusText(run: ListRun): string {
  const { total, sent, failed, pending, processed } = summarize(run);
  const failedPart = failed ? `, 실패 ${failed}개` : '';
  switch (run.status) {
    case 'running':
      return `수집 중… ${total}개 중 ${processed}개 처리 (전송 ${sent}개${failedPart})`;
    case 'blocked':
      return run.blocked?.obstacle === 'login'
        ? `${total}개 중 ${sent}개를 전송하고 멈췄습니다. 열린 탭에서 사이트에 로그인한 뒤 [이어서 수집]을 눌러주세요.`
        : `${total}개 중 ${sent}개를 전송하고 멈췄습니다. 열린 탭에서 보안 인증(캡차)을 완료한 뒤 [이어서 수집]을 눌러주세요.`;
    case 'stopped':
      return `${total}개 중 ${sent}개를 전송하고 멈췄습니다. ${run.message ?? ''}`.trim();
    case 'done':
      return `수집 완료: ${total}개 중 ${sent}개 전송${failedPart}`;
    case 'cancelled':
      return `수집 취소: ${sent}개 전송${failedPart}, ${pending}개 남음`;
  }
}

/** A random gap between visits, in whole milliseconds, inside the seller's bounds. */
export function randomDelayMs(
  bounds: { minDelaySec: number; maxDelaySec: number },
  random: () => number = Math.random,
): number {
  const min = Math.min(bounds.minDelaySec, bounds.maxDelaySec);
  const max = Math.max(bounds.minDelaySec, bounds.maxDelaySec);
  return Math.round((min + (max - min) * random()) * 1000);
}
