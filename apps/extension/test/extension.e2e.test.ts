import { APP_VERSION } from '@sellerdesk/domain/core';
import type { DetailLogResponse } from '@sellerdesk/domain/api';
import { pseudoTranslate } from '@sellerdesk/emulators';
import { Catalogue, OBSTACLE_IDS, SCENARIOS } from '@sellerdesk/emulators/fixtures';
import type { FixtureItem } from '@sellerdesk/emulators/fixtures';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListRun } from '../src/shared/run';
import { apiLogin, forgeExpiredToken, registerUnverified, settledWork } from './support/api';
import { launchWithExtension, saveScreenshot } from './support/browser';
import type { ExtensionBrowser } from './support/browser';

/**
 * The unpacked extension in Chromium against the emulator's pages and the built server: login from the
 * popup, the product-page button on Taobao, 1688 and Costco, and a list collection that meets a captcha.
 */

const emulatorUrl = inject('emulatorUrl');
const serverUrl = inject('serverUrl');
const admin = { username: inject('adminUsername'), password: inject('adminPassword') };
const catalogue = new Catalogue();

let browser: ExtensionBrowser;
let popup: Page;
let token: string;

/** What the server should make of a source title: the emulator's Papago translation of it. */
const translated = (title: string) => pseudoTranslate(title);

async function storedRun(): Promise<ListRun | null> {
  return browser.worker.evaluate(async () => {
    const { run } = await chrome.storage.local.get('run');
    return (run as ListRun | undefined) ?? null;
  });
}

async function waitForRun(check: (run: ListRun) => boolean, timeoutMs = 60_000): Promise<ListRun> {
  const deadline = Date.now() + timeoutMs;
  let run: ListRun | null = null;
  while (Date.now() < deadline) {
    run = await storedRun();
    if (run && check(run)) {
      return run;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`목록 수집이 기대한 상태가 되지 않았습니다: ${JSON.stringify(run)}`);
}

async function force(target: string, outcome: string): Promise<void> {
  const response = await fetch(`${emulatorUrl}/__control/force`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target, outcome, count: 1 }),
  });
  expect(response.status).toBe(200);
}

type StoredSession = { username: string; role: string; accessToken: string; refreshToken: string };

async function storedSession(): Promise<StoredSession | null> {
  return browser.worker.evaluate(async () => {
    const { session } = await chrome.storage.local.get('session');
    return (session as StoredSession | undefined) ?? null;
  });
}

async function storeSession(session: StoredSession): Promise<void> {
  await browser.worker.evaluate((value) => chrome.storage.local.set({ session: value }), session);
}

/** Opens a product page and clicks the extension's button. */
async function clickCollect(url: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: '셀러데스크로 수집' }).click();
  return page;
}

async function errorToast(page: Page): Promise<string> {
  const toast = page.getByRole('alert').filter({ hasText: '수집하지 못했습니다' });
  await expect.poll(() => toast.count(), { timeout: 30_000 }).toBe(1);
  return toast.innerText();
}

async function collectWithButton(url: string): Promise<{ workNumber: number; page: Page }> {
  const page = await clickCollect(url);
  const toast = page.getByRole('status').filter({ hasText: '셀러데스크로 보냈습니다' });
  await expect.poll(() => toast.count(), { timeout: 30_000 }).toBe(1);
  const text = await toast.innerText();
  const workNumber = Number(/작업번호 #(\d+)/.exec(text)?.[1]);
  expect(workNumber).toBeGreaterThan(0);
  return { workNumber, page };
}

/**
 * The work succeeded with the translated title. A page that shows a description gives it to the server;
 * for one without, the server tries the description API, which needs a Taobao session the test seller
 * has not set, and says so in the item's reason.
 */
function expectCollected(log: DetailLogResponse, source: FixtureItem): void {
  expect(log.work).toMatchObject({ via: 'extension', total: 1, succeeded: 1, failed: 0, state: 'done' });
  expect(log.items).toHaveLength(1);
  expect(log.items[0]!.state).toBe('succeeded');
  expect(log.items[0]!.title).toBe(translated(source.title));
  if (source.description.kind === 'none' && source.site !== '1688') {
    expect(log.items[0]!.reason).toMatch(/^상세설명을 가져오지 못했습니다/);
  } else {
    expect(log.items[0]!.reason).toBeNull();
  }
}

beforeAll(async () => {
  browser = await launchWithExtension(inject('extensionDir'));
  token = await apiLogin(serverUrl, admin.username, admin.password);
  popup = await browser.context.newPage();
  await popup.setViewportSize({ width: 380, height: 760 });
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
});

afterAll(async () => {
  await browser?.close();
});

describe('the extension', () => {
  it('logs in from the popup against the configured server', async () => {
    await expect.poll(() => popup.getByRole('heading', { name: '로그인' }).isVisible()).toBe(true);
    await saveScreenshot(popup, 'popup-login', true);

    await popup.getByText('설정', { exact: true }).click();
    await popup.getByLabel('서버 주소').fill(serverUrl);
    await popup.getByRole('button', { name: '설정 저장' }).click();
    await expect.poll(() => popup.getByText('설정을 저장했습니다.').count()).toBe(1);

    await popup.getByLabel('이메일').fill(admin.username);
    await popup.getByLabel('비밀번호').fill('wrong-password-1');
    await popup.getByRole('button', { name: '로그인' }).click();
    await expect
      .poll(() => popup.getByRole('alert').innerText())
      .toBe('아이디 또는 비밀번호가 올바르지 않습니다.');

    await popup.getByLabel('비밀번호').fill(admin.password);
    await popup.getByRole('button', { name: '로그인' }).click();
    await expect.poll(() => popup.locator('#account-name').innerText()).toBe(admin.username);
    await expect.poll(() => popup.locator('#connection').innerText()).toBe('연결됨');
    const session = await browser.worker.evaluate(() => chrome.storage.local.get('session'));
    expect(session.session).toMatchObject({ username: admin.username, role: 'Admin' });

    // The extension asks the server's version: the same build, so the popup warns of nothing.
    const version = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'check-version' }));
    expect(version).toEqual({ ok: true, extension: APP_VERSION, server: APP_VERSION, notice: null });
    await popup.reload();
    await expect.poll(() => popup.locator('#account-name').innerText()).toBe(admin.username);
    expect(await popup.getByTestId('version-notice').isHidden()).toBe(true);
  });

  it('collects a Taobao product page with its button', async () => {
    await popup.getByLabel('그룹명 (선택)').fill('확장 테스트');
    await popup.getByLabel('그룹명 (선택)').blur();
    const item = SCENARIOS.taobaoTwoGroups;
    const { workNumber, page } = await collectWithButton(`${emulatorUrl}/taobao/item.htm?id=${item.id}`);
    await saveScreenshot(page, 'taobao-item-button');
    const log = await settledWork(serverUrl, token, workNumber);
    expectCollected(log, item);
    expect(log.work.groupName).toBe('확장 테스트');
    expect(log.items[0]).toMatchObject({ site: 'taobao', code: item.id });
    await page.close();
  });

  it('collects a 1688 offer page with its button', async () => {
    const item = SCENARIOS.alibabaSkuPrices;
    const { workNumber, page } = await collectWithButton(`${emulatorUrl}/1688/offer/${item.id}.html`);
    const log = await settledWork(serverUrl, token, workNumber);
    expectCollected(log, item);
    expect(log.items[0]).toMatchObject({ site: '1688', code: item.id });
    await page.close();
  });

  it('collects a Costco product page with its button, from the answer of the page’s own product API', async () => {
    const item = SCENARIOS.costcoDiscounted;
    const { workNumber, page } = await collectWithButton(`${emulatorUrl}/costco/p/${item.id}`);
    // The page has no product data of its own: it rendered the same API answer the extension read.
    await expect.poll(() => page.title()).toBe(`${item.title} | 코스트코 코리아`);
    await saveScreenshot(page, 'costco-item-button');
    const log = await settledWork(serverUrl, token, workNumber);
    expect(log.work).toMatchObject({
      via: 'extension',
      site: 'costco',
      total: 1,
      succeeded: 1,
      state: 'done',
    });
    // Korean titles are kept as they are: nothing to translate.
    expect(log.items[0]).toMatchObject({
      site: 'costco',
      code: item.id,
      state: 'succeeded',
      title: item.title,
    });
    const recent = popup.locator('#recent li').first();
    await popup.reload();
    await expect.poll(() => recent.innerText()).toContain('코스트코');
    await expect.poll(() => recent.innerText()).toContain(item.title);
    await page.close();
  });

  it('says why a Costco page whose API refused the browser was not collected', async () => {
    const { workNumber, page } = await collectWithButton(
      `${emulatorUrl}/costco/p/${OBSTACLE_IDS.costco.blocked}`,
    );
    const log = await settledWork(serverUrl, token, workNumber);
    expect(log.items[0]).toMatchObject({ state: 'failed', site: 'costco' });
    expect(log.items[0]!.reason).toContain('코스트코가 이 브라우저의 요청도 차단했습니다');
    await page.close();
  });

  it('collects ticked list items one by one, stops on a captcha and resumes after it', async () => {
    const list = await browser.context.newPage();
    await list.goto(`${emulatorUrl}/taobao/search?q=`);
    const picks = list.getByRole('checkbox', { name: /^수집 선택:/ });
    await expect.poll(() => picks.count()).toBe(48);
    // Two Taobao cards and the first Tmall card (every fourth card is a Tmall item).
    const hrefs = await list
      .locator('a.Card--doubleCardWrapper--L2XFE73')
      .evaluateAll((cards) => cards.slice(0, 4).map((card) => (card as HTMLAnchorElement).href));
    const chosen = [hrefs[0]!, hrefs[2]!, hrefs[3]!].map((href) => {
      const url = new URL(href);
      const site = url.pathname.startsWith('/tmall/') ? ('tmall' as const) : ('taobao' as const);
      const id = url.searchParams.get('id')!;
      return { site, id, item: catalogue.find(site, id)! };
    });
    expect(chosen.map((c) => c.site)).toEqual(['taobao', 'taobao', 'tmall']);
    for (const index of [0, 2, 3]) {
      await picks.nth(index).click();
    }
    expect(list.url()).toBe(`${emulatorUrl}/taobao/search?q=`);
    await expect.poll(() => picks.nth(0).getAttribute('aria-checked')).toBe('true');
    await saveScreenshot(list, 'list-ticked');

    await list.getByRole('button', { name: '선택 상품 수집 (3개)' }).click();
    const afterFirst = await waitForRun((run) => run.items[0]!.state === 'sent');
    expect(afterFirst.status).toBe('running');
    // The next item page the background tab opens answers the slider page.
    await force('taobao-page', 'captcha');

    const blocked = await waitForRun((run) => run.status === 'blocked');
    expect(blocked.blocked).toMatchObject({ obstacle: 'captcha', index: 1 });
    expect(blocked.blocked!.url).toContain('/_____tmd_____/punish?x5secdata=');
    expect(blocked.items.map((i) => i.state)).toEqual(['sent', 'pending', 'pending']);
    await expect
      .poll(async () => Object.keys(await browser.worker.evaluate(() => chrome.notifications.getAll())))
      .toContain('sellerdesk-run');
    // The tab with the slider page is brought to the front for the seller.
    const front = await browser.worker.evaluate(
      async () => (await chrome.tabs.query({ active: true }))[0]?.url,
    );
    expect(front).toContain('/_____tmd_____/punish');
    const panelStatus = list.locator('[data-run-status="blocked"]');
    await expect.poll(() => panelStatus.innerText()).toContain('3개 중 1개를 전송하고 멈췄습니다');
    await expect.poll(() => panelStatus.innerText()).toContain('보안 인증(캡차)');
    await saveScreenshot(list, 'list-blocked');

    await popup.reload();
    const runCard = popup.getByRole('region', { name: '목록 수집 진행' });
    await expect.poll(() => runCard.innerText()).toContain('열린 탭에서 보안 인증(캡차)을 완료한 뒤');
    await saveScreenshot(popup, 'popup-blocked', true);

    // The seller solved the slider in the opened tab (the forced answer is used up) and resumes.
    await popup.getByRole('button', { name: '이어서 수집' }).click();
    const done = await waitForRun((run) => run.status === 'done', 90_000);
    expect(done.items.map((i) => i.state)).toEqual(['sent', 'sent', 'sent']);
    await expect.poll(() => runCard.innerText()).toContain('수집 완료: 3개 중 3개 전송');
    await saveScreenshot(popup, 'popup-done', true);

    for (const [index, item] of done.items.entries()) {
      const log = await settledWork(serverUrl, token, item.workNumber!);
      expectCollected(log, chosen[index]!.item);
      expect(log.items[0]).toMatchObject({ site: chosen[index]!.site, code: chosen[index]!.id });
    }
    await list.close();
  });

  it('cancels a 1688 list collection that a captcha stopped, closing its tab', async () => {
    const list = await browser.context.newPage();
    await list.goto(`${emulatorUrl}/1688/search?keywords=`);
    const picks = list.getByRole('checkbox', { name: /^수집 선택:/ });
    await expect.poll(() => picks.count()).toBe(60);
    await picks.nth(0).click();
    await picks.nth(1).click();
    await force('1688-page', 'captcha');
    await list.getByRole('button', { name: '선택 상품 수집 (2개)' }).click();
    const blocked = await waitForRun((run) => run.status === 'blocked');
    expect(blocked.blocked).toMatchObject({ obstacle: 'captcha', index: 0 });
    const workerTab = blocked.tabId!;

    await list.bringToFront();
    await list.locator('[data-run-status="blocked"]').getByRole('button', { name: '취소' }).click();
    const cancelled = await waitForRun((run) => run.status === 'cancelled');
    expect(cancelled.items.map((i) => i.state)).toEqual(['pending', 'pending']);
    await expect
      .poll(() => list.locator('[data-run-status="cancelled"]').innerText())
      .toContain('수집 취소: 0개 전송, 2개 남음');
    const tabs = await browser.worker.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id));
    expect(tabs).not.toContain(workerTab);
    await list.close();
  });

  it('refreshes an expired access token on a collection call, and logs out when the refresh is refused', async () => {
    const before = (await storedSession())!;
    await storeSession({
      ...before,
      accessToken: forgeExpiredToken(before.accessToken, inject('jwtSecret')),
    });
    const { workNumber, page } = await collectWithButton(`${emulatorUrl}/1688/offer/780000000004.html`);
    const after = (await storedSession())!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect((await settledWork(serverUrl, token, workNumber)).work.succeeded).toBe(1);

    // The refresh token is spent and the access token expired: the refresh is refused.
    await storeSession({
      ...after,
      accessToken: forgeExpiredToken(after.accessToken, inject('jwtSecret')),
      refreshToken: before.refreshToken,
    });
    await page.getByRole('button', { name: '셀러데스크로 수집' }).click();
    expect(await errorToast(page)).toContain('로그인 갱신에 실패하였습니다.');
    expect(await storedSession()).toBeNull();
    await popup.reload();
    await expect
      .poll(() => popup.getByRole('alert').first().innerText())
      .toBe('로그인 갱신에 실패하였습니다.');
    await page.close();
  });

  it('tells a seller who has not verified the e-mail why nothing was collected', async () => {
    const account = await registerUnverified(serverUrl);
    await popup.getByLabel('이메일').fill(account.username);
    await popup.getByLabel('비밀번호').fill(account.password);
    await popup.getByRole('button', { name: '로그인' }).click();
    await expect.poll(() => popup.locator('#account-role').innerText()).toBe('이메일 인증 필요');
    await expect
      .poll(() => popup.locator('#notice').innerText())
      .toContain('이메일 인증 후 이용할 수 있습니다.');

    const page = await clickCollect(`${emulatorUrl}/taobao/item.htm?id=680000000011`);
    expect(await errorToast(page)).toContain('이메일 인증 후 이용할 수 있습니다.');
    await saveScreenshot(page, 'unverified-toast');
    const recent = popup.locator('#recent li').first();
    await expect.poll(() => recent.innerText()).toContain('실패: 이메일 인증 후 이용할 수 있습니다.');
    // The admin's sends are not listed for this account.
    expect(await popup.locator('#recent li').count()).toBe(1);
    await saveScreenshot(popup, 'popup-unverified', true);

    await popup.getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => popup.getByRole('heading', { name: '로그인' }).isVisible()).toBe(true);
    expect(await storedSession()).toBeNull();
    await page.close();
  });
});
