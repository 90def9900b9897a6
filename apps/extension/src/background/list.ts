import type { ApiClient } from '../shared/api';
import { detectObstacle } from '../shared/obstacles';
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
/** Time a page that finished loading gets to set its data global. */
const DATA_WAIT_MS = 800;
/** How often the worker tab is looked at while its page loads. */
const POLL_MS = 250;
/** How long a navigation may show no sign of starting before it is requested again. */
const RENAVIGATE_MS = 3_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/**
 * The run's background tab, opened on `url` when the run has none yet. Says whether it was opened
 * on `url` (a tab just created ignores a navigation requested before its first page settles).
 */
async function workerTab(run: ListRun, url: string): Promise<{ tabId: number; opened: boolean }> {
  if (run.tabId != null) {
    const existing = await chrome.tabs.get(run.tabId).catch(() => null);
    if (existing?.id != null) {
      return { tabId: existing.id, opened: false };
    }
  }
  const opener = await chrome.tabs.query({ url: run.pageUrl }).catch(() => []);
  const tab = await chrome.tabs.create({
    url,
    active: false,
    ...(opener[0]?.windowId != null ? { windowId: opener[0].windowId } : {}),
  });
  if (tab.id == null) {
    throw new Error('수집용 탭을 열지 못했습니다.');
  }
  const tabId = tab.id;
  await updateRun((r) => ({ ...r, tabId }));
  return { tabId, opened: true };
}

/** Whether a capture can be used as it is: the product data is there, or the page is an obstacle. */
function settled(item: RunItem, capture: PageCapture): boolean {
  return capture.hasData || detectObstacle({ site: item.site, ...capture }) != null;
}

/**
 * Opens the item in the worker tab and reads it as soon as the new document has the product data or
 * shows an obstacle, without waiting for every image of the page (real item pages keep loading
 * pictures, trackers and ads long after the data is there). A page that finished loading without
 * the data gets a short grace period for its scripts, then is read as it is.
 */
async function visit(item: RunItem, run: ListRun): Promise<PageCapture> {
  const requestedAt = Date.now();
  const { tabId, opened } = await workerTab(run, item.url);
  let navigatedAt = requestedAt;
  if (!opened) {
    await chrome.tabs.update(tabId, { url: item.url });
  }
  const deadline = requestedAt + LOAD_TIMEOUT_MS;
  let latest: PageCapture | null = null;
  while (Date.now() < deadline) {
    await pause(POLL_MS);
    const tab = await chrome.tabs.get(tabId).catch(() => null);
    if (!tab) {
      throw new Error('수집용 탭이 닫혔습니다.');
    }
    const complete = tab.status === 'complete';
    const capture = await captureTab(tabId, item.site, item.url, complete ? DATA_WAIT_MS : 0).catch(
      () => null,
    );
    // The tab still shows the previous item (or the blank page) until the new document commits.
    if (!capture || capture.documentStartedAt < requestedAt) {
      const idle = tab.status !== 'loading' && !tab.pendingUrl;
      if (idle && Date.now() - navigatedAt > RENAVIGATE_MS) {
        // The navigation was dropped (the tab was busy with another one): ask again.
        navigatedAt = Date.now();
        await chrome.tabs.update(tabId, { url: item.url });
      }
      continue;
    }
    latest = capture;
    if (complete || settled(item, capture)) {
      return capture;
    }
  }
  if (latest) {
    // Slow pages (hundreds of images) are read as they are once the time is up.
    return latest;
  }
  throw new Error('페이지를 불러오지 못했습니다.');
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
              title: item.title || pageTitle(item.site, capture),
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
              title: item.title || pageTitle(item.site, capture),
              ok: false,
              message: error instanceof Error ? error.message : String(error),
              via: 'list',
            });
            throw error;
          }
        },
        delayMs: async () => randomDelayMs((await readState()).settings),
        pause,
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
