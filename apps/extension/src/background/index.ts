import { ApiError, createApiClient } from '../shared/api';
import type { Session, SessionStore } from '../shared/api';
import type { Reply, Request } from '../shared/messages';
import { cancelRun, createRun, isActive, resumeRun } from '../shared/run';
import { readState, writeState } from '../shared/storage';
import { versionNotice } from '../shared/version';
import { captureTab, pageTitle, remember, sendCapture } from './collect';
import { closeRunTab, drive, onNotificationResume, replaceRun, updateRun, writeBadgeFromStore } from './list';

/** The service worker: the only place that talks to the server, so token refreshes never race. */

const sessionStore: SessionStore = {
  read: async () => (await readState()).session,
  write: (session: Session | null) => writeState({ session }),
  setLoginError: (loginError) => writeState({ loginError }),
};

const api = createApiClient({
  store: sessionStore,
  serverUrl: async () => (await readState()).settings.serverUrl,
});

function failure(error: unknown): Reply {
  if (error instanceof ApiError) {
    return { ok: false, message: error.message, ...(error.reason ? { reason: error.reason } : {}) };
  }
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

function startDriving(): void {
  drive(api).catch((error: unknown) => console.error('셀러데스크 목록 수집 오류', error));
}

async function collectTab(tab: chrome.tabs.Tab | undefined, request: Request & { type: 'collect-tab' }) {
  if (tab?.id == null || !tab.url) {
    return { ok: false as const, message: '수집할 탭을 찾지 못했습니다.' };
  }
  const { settings } = await readState();
  const capture = await captureTab(tab.id, request.site, tab.url, 0);
  try {
    const result = await sendCapture(api, { url: tab.url, site: request.site }, capture, settings);
    await remember({
      at: Date.now(),
      site: request.site,
      url: capture.url,
      title: pageTitle(request.site, capture),
      ok: true,
      workNumber: result.workNumber,
      via: 'page',
    });
    return { ok: true as const, result };
  } catch (error) {
    await remember({
      at: Date.now(),
      site: request.site,
      url: capture.url,
      title: pageTitle(request.site, capture),
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      via: 'page',
    });
    throw error;
  }
}

async function handle(
  request: Request,
  sender: chrome.runtime.MessageSender,
): Promise<Reply<Record<string, unknown>>> {
  switch (request.type) {
    case 'login': {
      const session = await api.login(request.username.trim(), request.password);
      const { recentOwner, run } = await readState();
      if (recentOwner !== session.username) {
        // Another account's sends and finished list are not this seller's business.
        await writeState({ recent: [], recentOwner: session.username });
        if (!isActive(run)) {
          await replaceRun(null);
        }
      }
      return { ok: true, username: session.username, role: session.role };
    }
    case 'logout':
      await api.logout();
      return { ok: true };
    case 'collect-tab':
      return collectTab(sender.tab, request);
    case 'start-run': {
      const state = await readState();
      if (!state.session) {
        return { ok: false, message: '셀러데스크 확장 프로그램에서 먼저 로그인해주세요.' };
      }
      if (isActive(state.run)) {
        return {
          ok: false,
          message: '진행 중인 목록 수집이 있습니다. 확장 프로그램 팝업에서 이어서 수집하거나 취소해주세요.',
        };
      }
      const run = createRun({
        id: crypto.randomUUID(),
        pageUrl: request.pageUrl,
        items: request.items,
        groupName: state.settings.groupName,
        memo: state.settings.memo,
        now: Date.now(),
      });
      await replaceRun(run);
      startDriving();
      return { ok: true, total: run.items.length };
    }
    case 'resume-run': {
      const run = await updateRun((r) => resumeRun(r, Date.now()));
      if (run?.status !== 'running') {
        return { ok: false, message: '이어서 수집할 목록이 없습니다.' };
      }
      startDriving();
      return { ok: true };
    }
    case 'cancel-run': {
      const run = await updateRun((r) => cancelRun(r, Date.now()));
      await closeRunTab(run);
      return { ok: true };
    }
    case 'check-version': {
      const extension = chrome.runtime.getManifest().version;
      const server = await api.serverVersion();
      return { ok: true, extension, server, notice: versionNotice(extension, server) };
    }
    case 'clear-run': {
      const { run } = await readState();
      if (isActive(run)) {
        return { ok: false, message: '진행 중인 수집은 먼저 취소해주세요.' };
      }
      await replaceRun(null);
      return { ok: true };
    }
  }
}

chrome.runtime.onMessage.addListener((message: Request, sender, sendResponse: (reply: Reply) => void) => {
  handle(message, sender).then(sendResponse, (error: unknown) => sendResponse(failure(error)));
  return true;
});

onNotificationResume(() => {
  void updateRun((r) => resumeRun(r, Date.now())).then(startDriving);
});

// A worker stopped by the browser mid-run picks the run up again when it wakes.
void writeBadgeFromStore();
startDriving();
