import { ERRORS, SOURCE_SITES } from '@sellerdesk/domain/core';
import { ask, type VersionReply } from '../shared/messages';
import { isActive, statusText, summarize } from '../shared/run';
import type { ListRun } from '../shared/run';
import { normalizeDelays, normalizeServerUrl, serverPermissionPattern } from '../shared/settings';
import { EXTENSION_SITE_NAMES, SITE_LABELS } from '../shared/sites';
import { onStateChange, readState, writeState } from '../shared/storage';
import type { RecentEntry, StoredState } from '../shared/storage';

/** The toolbar popup: login, collection options, list-run progress, recent sends and settings. */

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const ROLE_LABELS: Record<string, string> = { Admin: '관리자', User: '셀러', BasicUser: '이메일 인증 필요' };

function timeAgo(at: number): string {
  const seconds = Math.max(0, Math.round((Date.now() - at) / 1000));
  if (seconds < 60) {
    return '방금 전';
  }
  if (seconds < 3600) {
    return `${Math.floor(seconds / 60)}분 전`;
  }
  if (seconds < 86_400) {
    return `${Math.floor(seconds / 3600)}시간 전`;
  }
  return new Date(at).toLocaleDateString('ko-KR');
}

function renderRecent(entries: RecentEntry[]): void {
  const list = $('recent');
  list.replaceChildren(
    ...entries.slice(0, 8).map((entry) => {
      const li = document.createElement('li');
      const site = document.createElement('span');
      site.className = 'site';
      site.dataset.tone = String(SOURCE_SITES.indexOf(entry.site));
      site.textContent = SITE_LABELS[entry.site];
      const body = document.createElement('div');
      body.className = 'entry';
      const title = document.createElement('span');
      title.className = 'title';
      title.textContent = entry.title || entry.url;
      title.title = entry.url;
      const meta = document.createElement('div');
      meta.className = entry.ok ? 'meta' : 'meta fail';
      if (entry.ok) {
        const work = document.createElement('b');
        work.textContent = `작업 #${entry.workNumber}`;
        meta.append(work, ` · ${entry.via === 'list' ? '목록 수집' : '상품 페이지'} · ${timeAgo(entry.at)}`);
      } else {
        meta.textContent = `실패: ${entry.message ?? ''} · ${timeAgo(entry.at)}`;
      }
      body.append(title, meta);
      li.append(site, body);
      return li;
    }),
  );
  $('recent-empty').hidden = entries.length > 0;
}

function renderRun(run: ListRun | null): void {
  const card = $('run-card');
  card.hidden = !run;
  if (!run) {
    return;
  }
  const { total, processed } = summarize(run);
  const waiting = run.status === 'blocked' || run.status === 'stopped';
  card.className = `card run ${waiting ? 'warn' : run.status === 'done' ? 'done' : ''}`;
  card.dataset.runStatus = run.status;
  $('run-count').textContent = `${processed}/${total}`;
  $('run-status').textContent = statusText(run);
  $('run-progress').style.width = `${total ? Math.round((processed / total) * 100) : 0}%`;
  $('run-resume').hidden = !waiting;
  $('run-focus').hidden = run.status !== 'blocked';
  $('run-cancel').hidden = !isActive(run);
  $('run-clear').hidden = isActive(run);
}

function render(state: StoredState): void {
  const session = state.session;
  $('login-view').hidden = Boolean(session);
  $('main-view').hidden = !session;
  const connection = $('connection');
  connection.textContent = session ? '연결됨' : '로그인 필요';
  connection.classList.toggle('on', Boolean(session));
  const loginError = $('login-error');
  if (!session && state.loginError) {
    loginError.textContent = state.loginError;
    loginError.hidden = false;
  }
  if (session) {
    $('account-name').textContent = session.username;
    $('account-initial').textContent = session.username.slice(0, 1);
    const role = $('account-role');
    role.textContent = ROLE_LABELS[session.role] ?? session.role;
    role.classList.toggle('warn', session.role === 'BasicUser');
    const notice = $('notice');
    const unverified = session.role === 'BasicUser';
    notice.hidden = !unverified;
    notice.textContent = unverified
      ? `${ERRORS.EMAIL_NOT_VERIFIED.message} 셀러데스크에서 받은 인증 메일의 링크를 누른 뒤 다시 로그인해주세요.`
      : '';
  }
  renderRun(state.run);
  renderRecent(state.recent);
}

function fillForms(state: StoredState): void {
  $<HTMLInputElement>('server-url').value = state.settings.serverUrl;
  $<HTMLInputElement>('min-delay').value = String(state.settings.minDelaySec);
  $<HTMLInputElement>('max-delay').value = String(state.settings.maxDelaySec);
  $<HTMLInputElement>('group-name').value = state.settings.groupName;
  $<HTMLTextAreaElement>('memo').value = state.settings.memo;
}

async function saveOptions(): Promise<void> {
  const { settings } = await readState();
  await writeState({
    settings: {
      ...settings,
      groupName: $<HTMLInputElement>('group-name').value.trim(),
      memo: $<HTMLTextAreaElement>('memo').value.trim(),
    },
  });
  $('options-saved').textContent = '저장되었습니다. 다음 수집부터 함께 보내집니다.';
}

/** Saves the server address and gap; a server outside the built-in hosts needs the seller's consent. */
function saveSettings(): void {
  const message = $('settings-message');
  const serverUrl = normalizeServerUrl($<HTMLInputElement>('server-url').value);
  if (!serverUrl) {
    message.textContent = '서버 주소를 http:// 또는 https:// 로 시작하는 주소로 입력해주세요.';
    return;
  }
  const delays = normalizeDelays(
    Number($<HTMLInputElement>('min-delay').value),
    Number($<HTMLInputElement>('max-delay').value),
  );
  // Asked for straight from the click: the browser only shows the prompt during the user's gesture.
  const granted = chrome.permissions.request({ origins: [serverPermissionPattern(serverUrl)] });
  void granted
    .then(async (ok) => {
      if (!ok) {
        message.textContent = '이 서버에 접속할 권한을 허용해야 합니다.';
        return;
      }
      const { settings, session } = await readState();
      const serverChanged = settings.serverUrl !== serverUrl;
      await writeState({ settings: { ...settings, serverUrl, ...delays } });
      if (serverChanged && session) {
        await ask({ type: 'logout' });
      }
      fillForms(await readState());
      message.textContent =
        serverChanged && session ? '서버 주소를 바꿨습니다. 다시 로그인해주세요.' : '설정을 저장했습니다.';
    })
    .catch((error: unknown) => {
      message.textContent = `설정을 저장하지 못했습니다. (${error instanceof Error ? error.message : String(error)})`;
    });
}

async function login(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const button = $<HTMLButtonElement>('login-button');
  const error = $('login-error');
  const username = $<HTMLInputElement>('username').value.trim();
  const password = $<HTMLInputElement>('password').value;
  if (!username || !password) {
    error.textContent = '이메일과 비밀번호를 입력해주세요.';
    error.hidden = false;
    return;
  }
  button.disabled = true;
  button.textContent = '로그인 중…';
  error.hidden = true;
  const reply = await ask({ type: 'login', username, password });
  button.disabled = false;
  button.textContent = '로그인';
  if (!reply.ok) {
    error.textContent = reply.message;
    error.hidden = false;
    return;
  }
  $<HTMLInputElement>('password').value = '';
}

/** Warns when this extension is not the build of the server it talks to. */
async function showVersionNotice(): Promise<void> {
  const reply = (await ask({ type: 'check-version' })) as VersionReply;
  const notice = $('version-notice');
  notice.textContent = reply.ok ? (reply.notice ?? '') : '';
  notice.hidden = !reply.ok || reply.notice == null;
}

async function start(): Promise<void> {
  $('pages-help').textContent = EXTENSION_SITE_NAMES.pages;
  $('lists-help').textContent = EXTENSION_SITE_NAMES.lists;
  const state = await readState();
  fillForms(state);
  render(state);
  onStateChange(['session', 'loginError', 'run', 'recent'], render);
  void showVersionNotice();

  $<HTMLFormElement>('login-form').addEventListener('submit', (event) => void login(event));
  $('logout').addEventListener('click', () => void ask({ type: 'logout' }));
  $('save-settings').addEventListener('click', saveSettings);
  for (const id of ['group-name', 'memo']) {
    $(id).addEventListener('change', () => void saveOptions());
  }
  $('run-resume').addEventListener('click', () => void ask({ type: 'resume-run' }));
  $('run-cancel').addEventListener('click', () => void ask({ type: 'cancel-run' }));
  $('run-clear').addEventListener('click', () => void ask({ type: 'clear-run' }));
  $('run-focus').addEventListener('click', () => {
    void readState().then(async ({ run }) => {
      if (run?.tabId != null) {
        await chrome.tabs.update(run.tabId, { active: true });
      }
    });
  });
  $('open-app').addEventListener('click', () => {
    void readState().then(({ settings }) =>
      chrome.tabs.create({ url: `${settings.serverUrl}/app/product/collect` }),
    );
  });
  // Relative times stay current while the popup is open.
  setInterval(() => void readState().then((s) => renderRecent(s.recent)), 30_000);
}

void start();
