import { DEFAULT_COUPANG_VENDOR, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { chooseUploadTarget, connectMarketAccount, makeTemplate } from './support/markets';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/**
 * Uploading end to end in the sandbox: connect a SmartStore and a Coupang account in the settings, save a
 * template for each, choose three collected products and both accounts (each with its saved template, and
 * a category for products without one from the category browser), see the pre-upload check refuse one (a name past
 * the markets' limit) on both markets and another (a character SmartStore refuses) on SmartStore only,
 * each with its fix; upload every other pair (the second product to Coupang too), the held-back ones
 * listed with their reasons and kept in the work as skipped; fix both, check and upload them, see the
 * market product numbers, and read the listings back from the emulator.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
// 610003 is sold out in the emulator's catalogue (stock 0), so the third is 610004.
const COSTCO_CODES = ['610001', '610002', '610004'] as const;
/** A leaf category at each market, found with the category browser's search. */
const SMARTSTORE_CATEGORY = { keyword: '원피스', id: '50000807' };
const COUPANG_CATEGORY = { keyword: '보온/보냉텀블러', id: '80534' };
const LONG_TITLE = Array.from({ length: 30 }, (_, i) => `상품명${i}`).join(' ');
/** SmartStore refuses '*' in a name; Coupang takes it. */
const STARRED_TITLE = '코스트코 *특가* 상품 두 번째';

let browser: Browser;
let page: Page;
let api: SellerApi;
const productIds: string[] = [];
const titles = new Map<string, string>();

async function setTitle(code: string, title: string): Promise<void> {
  const { summary, detail } = await api<{
    summary: { version: number };
    detail: Record<string, unknown> & { title: { language: string }[] };
  }>('GET', `/Product/SearchCollectProductDetail?site=costco&code=${code}`);
  const { id: _id, ...rest } = detail as Record<string, unknown>;
  void _id;
  await api('POST', '/Product/UpdateProduct', {
    ...rest,
    version: summary.version,
    title: [...detail.title.filter((t) => t.language !== 'ko'), { language: 'ko', text: title }],
    // The emulator's item has no description; a seller writes one in the editor.
    detailPageHtml: '<p>코스트코 정품입니다. 해외 구매대행 상품입니다.</p>',
  });
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
  ({ api } = await loginApi(baseUrl, seller));
  // Three collected products (the collection itself has its own browser test).
  const collected = await collectCostco(api, COSTCO_CODES);
  for (const code of COSTCO_CODES) {
    const product = collected.get(code)!;
    productIds.push(product.id);
    titles.set(code, product.title);
  }
  await setTitle(COSTCO_CODES[2], LONG_TITLE);
  await setTitle(COSTCO_CODES[1], STARRED_TITLE);

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
    await connectMarketAccount(page, 'SmartStore', '본점', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
    });
    await connectMarketAccount(page, 'Coupang', '쿠팡점', {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    });
  });

  it('saves a template for each account', async () => {
    await page.goto('/app/setting?section=market-templates');
    await page.getByTestId('market-templates-section').waitFor();
    await makeTemplate(page, 'SmartStore', '스토어 기본');
    await makeTemplate(page, 'Coupang', '쿠팡 기본');
  });

  it('checks the three products: one is refused on both markets, one on SmartStore only, with their fixes', async () => {
    await page.goto(`/app/product/upload?ids=${productIds.join(',')}`);
    await page.getByTestId('upload-screen').waitFor();
    expect(await page.getByTestId('selected-count').textContent()).toBe('3개 선택');
    await chooseUploadTarget(page, '본점', SMARTSTORE_CATEGORY);
    await chooseUploadTarget(page, '쿠팡점', COUPANG_CATEGORY);
    // The templates are the saved ones, chosen in a select, not typed.
    expect(await page.getByTestId('target-card-본점').getByTestId('target-template').inputValue()).toBe(
      '스토어 기본',
    );
    expect(await page.getByTestId('target-card-쿠팡점').getByTestId('target-template').inputValue()).toBe(
      '쿠팡 기본',
    );
    await saveScreenshot(page, 'upload-targets');
    await page.getByTestId('upload-check-button').click();
    const check = page.getByTestId('upload-check');
    await check.waitFor();
    const held = check.locator('[data-testid="check-problem"][data-held="true"]');
    await expect.poll(() => held.count()).toBe(3);
    const long = held.filter({ hasText: /상품명이 .*최대 .*를 넘습니다/ });
    expect(await long.count()).toBe(2);
    expect(await long.first().textContent()).toMatch(/이내로 줄여주세요/);
    const starred = held.filter({ hasText: '쓸 수 없는 문자' });
    expect(await starred.count()).toBe(1);
    expect(await starred.textContent()).toContain('본점');
    expect(await check.textContent()).toContain('올릴 수 있음 3건, 막힘 3건');
    // Only the blocked pairs are held back: the button counts the 3 pairs that go, not products.
    expect(await page.getByTestId('upload-start-button').textContent()).toBe('업로드 시작 (3건)');
    expect(await page.getByTestId('upload-held-back').textContent()).toMatch(
      /막힌 3건.*나머지 3건을 올립니다/,
    );
    await saveScreenshot(page, 'upload-check-refused');
  });

  it('uploads every pair that passed, the second product to Coupang too, and lists the held-back pairs with their reasons', async () => {
    await page.getByTestId('upload-start-button').click();
    await waitForWorks(1);
    const work = page.getByTestId('upload-work').first();
    await work.getByRole('button', { name: '결과 보기' }).click();
    const items = work.getByTestId('upload-item');
    await expect.poll(() => items.count()).toBe(6);
    expect(await work.getAttribute('data-state'), (await work.textContent()) ?? '').toBe('done');
    const states = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));
    expect(states.filter((state) => state === 'succeeded')).toHaveLength(3);
    expect(states.filter((state) => state === 'skipped')).toHaveLength(3);
    for (const item of await items.filter({ has: page.getByTestId('market-product') }).all()) {
      expect(await item.getAttribute('data-state')).toBe('succeeded');
      expect(await item.getByTestId('market-product').textContent()).toMatch(/상품번호 \d+/);
      expect(await item.textContent()).toContain('신규');
    }
    const skipped = items.and(page.locator('[data-state="skipped"]'));
    expect(await skipped.filter({ hasText: '쓸 수 없는 문자' }).count()).toBe(1);
    expect(await skipped.filter({ hasText: '업로드 전 검사에서 막혀 올리지 않았습니다' }).count()).toBe(3);
    const coupang = JSON.stringify(await (await fetch(`${emulator.url}/coupang/__emulator/listings`)).json());
    expect(coupang).toContain(`SD-costco-${COSTCO_CODES[1]}`);
    await work.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'upload-first-work');
  });

  it('uploads the held-back pairs once their names are fixed', async () => {
    await setTitle(COSTCO_CODES[2], '코스트코 상품 세 번째');
    await setTitle(COSTCO_CODES[1], '코스트코 특가 상품 두 번째');
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

  it('shows each product’s upload state per market in the catalogue, and filters by it', async () => {
    await page.goto('/app/product/edit');
    const row = (code: string) => page.locator(`[data-testid="product-row"][data-code="${code}"]`);
    const states = (code: string) =>
      row(code)
        .getByTestId('product-uploads')
        .locator('[data-market]')
        .evaluateAll((badges) =>
          badges.map((badge) => `${badge.getAttribute('data-market')}:${badge.getAttribute('data-state')}`),
        );
    await row(COSTCO_CODES[0]).waitFor();
    for (const code of COSTCO_CODES) {
      expect(await states(code)).toEqual(['Coupang:uploaded', 'SmartStore:uploaded']);
    }
    await saveScreenshot(page, 'catalogue-upload-states');
    await page.goto('/app/product/edit?up=uploaded');
    await row(COSTCO_CODES[0]).waitFor();
    expect(await page.getByTestId('product-row').count()).toBe(COSTCO_CODES.length);
    await page.goto('/app/product/edit?up=notUploaded');
    await page.getByTestId('catalogue-empty').waitFor();
    expect(await page.getByTestId('product-upload-filter').inputValue()).toBe('미업로드');
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
