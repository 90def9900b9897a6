import type { ApiClient } from '../shared/api';
import { randomDelayMs, statusText, summarize } from '../shared/run';
import type { ListRun, RunItem } from '../shared/run';
import { driveRun } from '../shared/runner';
import type { PageCapture } from '../shared/runner';
import { readState, writeState } from '../shared/storage';
import { captureTab, pageTitle, remember, sendCapture } from './collect';

/**
 * List collection in the service worker: one background tab visits the ticked items in turn (see
 * shared/runner.ts for the rules). A blocked run brings that tab to the front, with a notification,
 * so the seller can solve the captcha there and resume.
 */

const NOTIFICATION_ID = 'sellerdesk-run';
const LOAD_TIMEOUT_MS = 30_000;
/** Time the page gets to set its data global after it loaded. */
const DATA_WAIT_MS = 800;

let chain: Promise<unknown> = Promise.resolve();

/** Changes the stored run one at a time (messages from the popup and pages arrive meanwhile). */
export function updateRun(change: (run: ListRun) => ListRun): Promise<ListRun | null> {
  const next = chain.then(async () => {
    const { run } = await readState();
    if (!run) {
      return null;
    }
    const changed = change(run);
    if (changed !== run) {
      await writeState({ run: changed });
      await showBadge(changed);
    }
    return changed;
  });
  chain = next.catch(() => undefined);
  return next;
}

export function replaceRun(run: ListRun | null): Promise<void> {
  const next = chain.then(async () => {
    await writeState({ run });
    await showBadge(run);
  });
  chain = next.catch(() => undefined);
  return next;
}

async function showBadge(run: ListRun | null): Promise<void> {
  const waiting = run?.status === 'blocked' || run?.status === 'stopped';
  const remaining = run?.status === 'running' ? summarize(run).pending : 0;
  await chrome.action.setBadgeBackgroundColor({ color: waiting ? '#e8590c' : '#1c7ed6' });
  await chrome.action.setBadgeText({ text: waiting ? '!' : remaining ? String(remaining) : '' });
}

/** Resolves once the tab finished loading a page (not the blank page it was created with). */
function waitForLoad(tabId: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      chrome.tabs.onUpdated.removeListener(listener);
      chrome.tabs.onRemoved.removeListener(removed);
      resolve();
    };
    const listener = (id: number, info: { status?: string }, tab: chrome.tabs.Tab) => {
      if (id === tabId && info.status === 'complete' && tab.url && tab.url !== 'about:blank') {
        done();
      }
    };
    const removed = (id: number) => {
      if (id === tabId) {
        done();
      }
    };
    // Slow pages (hundreds of images) are read as they are once the time is up.
    const timer = setTimeout(done, LOAD_TIMEOUT_MS);
    chrome.tabs.onUpdated.addListener(listener);
    chrome.tabs.onRemoved.addListener(removed);
  });
}

async function workerTab(run: ListRun): Promise<number> {
  if (run.tabId != null) {
    const existing = await chrome.tabs.get(run.tabId).catch(() => null);
    if (existing?.id != null) {
      return existing.id;
    }
  }
  const opener = await chrome.tabs.query({ url: run.pageUrl }).catch(() => []);
  const tab = await chrome.tabs.create({
    url: 'about:blank',
    active: false,
    ...(opener[0]?.windowId != null ? { windowId: opener[0].windowId } : {}),
  });
  if (tab.id == null) {
    throw new Error('수집용 탭을 열지 못했습니다.');
  }
  const tabId = tab.id;
  await updateRun((r) => ({ ...r, tabId }));
  return tabId;
}

async function visit(item: RunItem, run: ListRun): Promise<PageCapture> {
  const tabId = await workerTab(run);
  const loaded = waitForLoad(tabId);
  await chrome.tabs.update(tabId, { url: item.url });
  await loaded;
  try {
    return await captureTab(tabId, item.site, DATA_WAIT_MS);
  } catch {
    throw new Error('페이지를 불러오지 못했습니다.');
  }
}

async function notify(title: string, message: string, withResume: boolean): Promise<void> {
  await chrome.notifications.clear(NOTIFICATION_ID);
  await chrome.notifications.create(NOTIFICATION_ID, {
    type: 'basic',
    iconUrl: chrome.runtime.getURL('icons/icon-128.png'),
    title,
    message,
    priority: 2,
    requireInteraction: withResume,
    ...(withResume ? { buttons: [{ title: '이어서 수집' }] } : {}),
  });
}

export async function focusRunTab(run: ListRun | null): Promise<void> {
  if (run?.tabId == null) {
    return;
  }
  const tab = await chrome.tabs.update(run.tabId, { active: true }).catch(() => undefined);
  if (tab?.windowId != null) {
    await chrome.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
  }
}

let driving: string | null = null;

/** Drives the stored run if it is running and not driven already. */
export async function drive(api: ApiClient): Promise<void> {
  const { run } = await readState();
  if (!run || run.status !== 'running' || driving === run.id) {
    return;
  }
  driving = run.id;
  try {
    await driveRun(
      {
        read: async () => (await readState()).run,
        update: updateRun,
        visit,
        send: async (item, capture, current) => {
          try {
            const result = await sendCapture(api, item, capture, current);
            await remember({
              at: Date.now(),
              site: item.site,
              url: item.url,
              title: item.title || pageTitle(capture),
              ok: true,
              workNumber: result.workNumber,
              via: 'list',
            });
            return result;
          } catch (error) {
            await remember({
              at: Date.now(),
              site: item.site,
              url: item.url,
              title: item.title || pageTitle(capture),
              ok: false,
              message: error instanceof Error ? error.message : String(error),
              via: 'list',
            });
            throw error;
          }
        },
        delayMs: async () => randomDelayMs((await readState()).settings),
        pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        onBlocked: async (blocked) => {
          await focusRunTab(blocked);
          await notify('셀러데스크 목록 수집이 멈췄습니다', statusText(blocked), true);
        },
        onSettled: async (settled) => {
          const stopped = settled.status === 'stopped';
          await notify(
            stopped ? '셀러데스크 목록 수집이 멈췄습니다' : '셀러데스크 목록 수집 완료',
            statusText(settled),
            false,
          );
          if (!stopped && settled.tabId != null) {
            await chrome.tabs.remove(settled.tabId).catch(() => undefined);
          }
        },
        now: () => Date.now(),
      },
      run.id,
    );
  } finally {
    driving = null;
  }
}

export async function closeRunTab(run: ListRun | null): Promise<void> {
  await chrome.notifications.clear(NOTIFICATION_ID);
  if (run?.tabId != null) {
    await chrome.tabs.remove(run.tabId).catch(() => undefined);
  }
}

export function onNotificationResume(listener: () => void): void {
  chrome.notifications.onButtonClicked.addListener((id) => {
    if (id === NOTIFICATION_ID) {
      listener();
    }
  });
  chrome.notifications.onClicked.addListener((id) => {
    if (id === NOTIFICATION_ID) {
      void readState().then(({ run }) => focusRunTab(run));
    }
  });
}

export async function writeBadgeFromStore(): Promise<void> {
  await showBadge((await readState()).run);
}
