import { DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';
import { collectCostco, loginApi, until, type SellerApi } from './support/seller-api';

/**
 * The catalogue and the listings control on a phone (390×844): the lists start on the first screen
 * with their filters folded behind "필터", and a listing's state and price show without sideways
 * scrolling. Also: confirming a sync is not painted like a destructive action.
 */
const { baseUrl, dataDir } = e2eContext();
const WIDTH = 390;
const HEIGHT = 844;
const CODES = ['610002', '610003', '610004'];
const SMARTSTORE_CATEGORY = '50000807';

let browser: Browser;
let page: Page;
let api: SellerApi;

/** Nothing may stick out sideways: the page scrolls only vertically. */
async function horizontalOverflow(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The element lies wholly inside the first screen (no scrolling either way to see it). */
async function expectOnFirstScreen(locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box, await locator.evaluate((element) => element.outerHTML.slice(0, 200))).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'mobile-lists');
  ({ api } = await loginApi(baseUrl, seller));
  const products = await collectCostco(api, CODES);
  const account = await api<{ id: string }>('POST', '/UserConfig/SetMarketAccount?market=SmartStore', {
    label: '본점',
    settings: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
  });
  const upload = await api<{ workNumber: number }>('POST', '/Market/MarketUploadWorkList', {
    productIds: [...products.values()].map((product) => product.id),
    markets: [
      {
        market: 'SmartStore',
        accountId: account.id,
        templateName: '기본',
        categoryId: SMARTSTORE_CATEGORY,
        template: {
          manufacturer: '코스트코 협력사',
          originArea: '미국',
          afterService: { phone: '010-1234-5678', content: '상세 페이지 참조' },
        },
      },
    ],
  });
  const done = await until('upload', async () => {
    const detail = await api<{ work: { queued: number; running: number; succeeded: number } }>(
      'GET',
      `/Log/GetUploadDetailLog?workNumber=${upload.workNumber}`,
    );
    return detail.work.queued + detail.work.running === 0 ? detail : null;
  });
  expect(done.work.succeeded).toBeGreaterThan(0);
  page = await openPage(browser, baseUrl, { width: WIDTH, height: HEIGHT });
  await loginInBrowser(page, seller.username, seller.password);
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

describe(`phone (${WIDTH}×${HEIGHT})`, () => {
  it('catalogue: the filters fold behind "필터" and the first products are on the first screen', async () => {
    await page.goto('/app/product/edit');
    await page.getByTestId('product-cards').waitFor();
    const toggle = page.getByTestId('product-filter-fold-toggle');
    expect((await toggle.textContent())?.trim()).toBe('필터');
    expect(await page.getByTestId('product-keyword').isVisible()).toBe(false);
    const rows = page.getByTestId('product-row');
    await expectOnFirstScreen(rows.first());
    await expectOnFirstScreen(rows.first().getByTestId('product-price'));
    expect(await horizontalOverflow()).toBe(0);
    await saveScreenshot(page, 'catalogue-mobile-390', { fullPage: false });

    // Unfolded, the filters work; the button then counts the conditions set.
    await toggle.click();
    await page.getByTestId('product-keyword').waitFor();
    await page.getByTestId('product-stock').click();
    await page.getByRole('option', { name: '판매 가능' }).click();
    await expect.poll(() => toggle.textContent()).toBe('필터1');
    await saveScreenshot(page, 'catalogue-mobile-390-filters', { fullPage: false });
  });

  it('listings control: cards show state and price without sideways scrolling, filters folded', async () => {
    await page.goto('/app/product/control');
    await page.getByTestId('listing-cards').waitFor();
    expect(await page.getByTestId('listing-filter-keyword').isVisible()).toBe(false);
    await page.getByTestId('listing-filter-fold-toggle').waitFor();
    const row = page.getByTestId('listing-row').first();
    await expectOnFirstScreen(row);
    await expectOnFirstScreen(row.getByTestId('listing-state'));
    await expectOnFirstScreen(row.getByTestId('listing-price'));
    expect(await row.getByTestId('listing-price').textContent()).toMatch(/^[\d,]+원$/);
    expect(await horizontalOverflow()).toBe(0);
    // Nor does the list scroll sideways inside itself.
    const inner = await page
      .getByTestId('listing-cards')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(inner).toBe(0);
    await saveScreenshot(page, 'product-control-mobile-390', { fullPage: false });
    await saveScreenshot(page, 'product-control-mobile-390-full');
  });

  it('asks for a sync in the primary colour; only stopping sales is red', async () => {
    const confirm = page.getByTestId('listing-confirm');
    const action = confirm.getByTestId('confirm-action');
    const background = () => action.evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.getByTestId('listing-select').first().check();
    await page.getByTestId('listing-status-suspended').click();
    await action.waitFor();
    const red = await background();
    expect(await action.getAttribute('data-destructive')).toBe('true');
    await confirm.getByRole('button', { name: '취소' }).click();
    await action.waitFor({ state: 'detached' });

    await page.getByTestId('listing-sync').click();
    await page.getByTestId('listing-sync-all').click();
    await action.waitFor();
    expect((await action.textContent())?.trim()).toBe('동기화 시작');
    expect(await action.getAttribute('data-destructive')).toBe('false');
    expect(await background()).not.toBe(red);
    await saveScreenshot(page, 'product-control-mobile-390-sync-confirm', { fullPage: false });
  });
});
