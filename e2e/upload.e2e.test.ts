import { DEFAULT_COUPANG_VENDOR, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';

/**
 * Uploading end to end in the sandbox: connect a SmartStore and a Coupang account in the settings,
 * choose three collected products and both accounts, see the pre-upload check refuse one (a name past
 * the markets' limit) with its fix, upload the two others, fix the third, check and upload it, see the
 * market product numbers, and read the listings back from the emulator.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
// 610003 is sold out in the emulator's catalogue (stock 0), so the third is 610004.
const COSTCO_CODES = ['610001', '610002', '610004'] as const;
/** A leaf category at each market (the emulators' built-in trees). */
const SMARTSTORE_CATEGORY = '50000807';
const COUPANG_CATEGORY = '80534';
const LONG_TITLE = Array.from({ length: 30 }, (_, i) => `상품명${i}`).join(' ');

let browser: Browser;
let page: Page;
let token = '';
const productIds: string[] = [];
const titles = new Map<string, string>();

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

async function setTitle(code: string, title: string): Promise<void> {
  const { detail } = await api<{ detail: Record<string, unknown> & { title: { language: string }[] } }>(
    'GET',
    `/Product/SearchCollectProductDetail?site=costco&code=${code}`,
  );
  const { id: _id, ...rest } = detail as Record<string, unknown>;
  void _id;
  await api('POST', '/Product/UpdateProduct', {
    ...rest,
    title: [...detail.title.filter((t) => t.language !== 'ko'), { language: 'ko', text: title }],
    // The emulator's item has no description; a seller writes one in the editor.
    detailPageHtml: '<p>코스트코 정품입니다. 해외 구매대행 상품입니다.</p>',
  });
}

async function connect(market: string, label: string, fields: Record<string, string>): Promise<void> {
  await page.getByTestId(`market-tab-${market}`).click();
  await page.getByTestId(`market-panel-${market}`).getByTestId('market-account-add').click();
  const form = page.getByTestId('market-account-form');
  await form.getByTestId('market-account-label').fill(label);
  for (const [key, value] of Object.entries(fields)) {
    await form.getByTestId(`market-field-${key}`).fill(value);
  }
  await form.getByTestId('market-account-save').click();
  const card = page.getByTestId(`market-account-${label}`);
  await card.waitFor();
  await card.getByTestId('market-account-check').click();
  await expect
    .poll(() => card.getByTestId('market-account-status').textContent(), { timeout: 20_000 })
    .toBe('연결됨');
}

async function fillTarget(label: string, category: string): Promise<void> {
  await page.getByTestId(`target-${label}`).click();
  const card = page.getByTestId(`target-card-${label}`);
  await card.getByTestId('target-category').fill(category);
  await card.getByTestId('target-phone').fill('010-1234-5678');
  await card.getByTestId('target-manufacturer').fill('코스트코 협력사');
  await card.getByTestId('target-origin').fill('미국');
}

async function waitForWorks(count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const works = page.getByTestId('upload-work');
        if ((await works.count()) < count) {
          return 'missing';
        }
        return works.first().getAttribute('data-state');
      },
      { timeout: 90_000, interval: 500 },
    )
    .toMatch(/^done/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'upload');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: seller.username, password: seller.password }),
  });
  token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  // Three collected products (the collection itself has its own browser test).
  const work = await api<{ workNumber: number }>('POST', '/Product/CostcoProductWorkList', {
    links: [...COSTCO_CODES],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const logs = await api<{ items: { workNumber: number; state: string }[] }>(
      'GET',
      '/Log/GetCollectLogAll',
    );
    const state = logs.items.find((item) => item.workNumber === work.workNumber)?.state;
    if (state === 'done') {
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`collect work ${work.workNumber} not done: ${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const list = await api<{ items: { id: string; code: string; title: string }[] }>(
    'POST',
    '/Product/SearchCollectProductSummary',
    { page: 1, maxRow: 20 },
  );
  for (const code of COSTCO_CODES) {
    const product = list.items.find((item) => item.code === code)!;
    productIds.push(product.id);
    titles.set(code, product.title);
  }
  await setTitle(COSTCO_CODES[2], LONG_TITLE);

  page = await openPage(browser, baseUrl, { width: 1440, height: 1100 });
  await loginInBrowser(page, seller.username, seller.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('upload', () => {
  it('connects a SmartStore and a Coupang account', async () => {
    await page.goto('/app/setting?section=market-accounts');
    await page.getByTestId('market-accounts-section').waitFor();
    await connect('SmartStore', '본점', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
    });
    await connect('Coupang', '쿠팡점', {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    });
  });

  it('checks the three products: one is refused with its fix shown', async () => {
    await page.goto(`/app/product/upload?ids=${productIds.join(',')}`);
    await page.getByTestId('upload-screen').waitFor();
    expect(await page.getByTestId('selected-count').textContent()).toBe('3개 선택');
    await fillTarget('본점', SMARTSTORE_CATEGORY);
    await fillTarget('쿠팡점', COUPANG_CATEGORY);
    await page.getByTestId('upload-check-button').click();
    const check = page.getByTestId('upload-check');
    await check.waitFor();
    const refused = check.getByTestId('check-problem').filter({ hasText: '막힘' });
    await expect.poll(() => refused.count()).toBe(2);
    const text = (await refused.first().textContent()) ?? '';
    expect(text).toMatch(/상품명이 .*최대 .*를 넘습니다/);
    expect(text).toMatch(/이내로 줄여주세요/);
    expect(await check.textContent()).toContain('막힘 2건');
    await saveScreenshot(page, 'upload-check-refused');
  });

  it('uploads the two others and shows their market product numbers', async () => {
    await page.getByTestId('upload-start-button').click();
    await waitForWorks(1);
    const work = page.getByTestId('upload-work').first();
    await work.getByRole('button', { name: '결과 보기' }).click();
    const items = work.getByTestId('upload-item');
    await expect.poll(() => items.count()).toBe(4);
    await saveScreenshot(page, 'upload-first-work');
    expect(await work.getAttribute('data-state'), (await work.textContent()) ?? '').toBe('done');
    for (const item of await items.all()) {
      expect(await item.getAttribute('data-state')).toBe('succeeded');
      expect(await item.getByTestId('market-product').textContent()).toMatch(/상품번호 \d+/);
    }
    await saveScreenshot(page, 'upload-first-work');
  });

  it('uploads the third once its name is fixed', async () => {
    await setTitle(COSTCO_CODES[2], '코스트코 상품 세 번째');
    await page.getByTestId('upload-check-button').click();
    await page.getByTestId('upload-check').waitFor();
    await saveScreenshot(page, 'upload-recheck');
    await page.getByTestId('check-ok').waitFor();
    await page.getByTestId('upload-start-button').click();
    await waitForWorks(2);
    const work = page.getByTestId('upload-work').first();
    expect(await work.getAttribute('data-state')).toBe('done');
    await saveScreenshot(page, 'upload-second-work');
  });

  it('reads the listings back from the emulator', async () => {
    const response = await fetch(`${emulator.url}/naver/__emulator/listings`);
    const listings = JSON.stringify(await response.json());
    expect(listings).toContain('코스트코 상품 세 번째');
    expect(listings).toContain(`SD-costco-${COSTCO_CODES[0]}`);
    const coupang = JSON.stringify(await (await fetch(`${emulator.url}/coupang/__emulator/listings`)).json());
    expect(coupang).toContain(`SD-costco-${COSTCO_CODES[1]}`);
    // The test page only reaches the app's origin: show what the emulator holds as a page of its own.
    const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    await page.setContent(
      `<meta charset="utf-8"><h3>SmartStore (emulator)</h3><pre style="white-space:pre-wrap">${escape(
        JSON.stringify(JSON.parse(listings), null, 1),
      )}</pre><h3>Coupang (emulator)</h3><pre style="white-space:pre-wrap">${escape(coupang)}</pre>`,
    );
    await saveScreenshot(page, 'upload-emulator-listings');
  });
});
