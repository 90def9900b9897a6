import { DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, until, type SellerApi } from './support/seller-api';

/**
 * Product control end to end in the sandbox: with nothing listed the screen leads to the upload; one
 * collected product is uploaded to SmartStore; on /app/product/control its price is changed and it is
 * suspended, each as a work with its progress and result, then "마켓과 동기화" reads it back; the
 * emulator holds the new price and the suspension.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const COSTCO_CODE = '610002';
const SMARTSTORE_CATEGORY = '50000807';

let browser: Browser;
let page: Page;
let api: SellerApi;
let productId = '';

type EmulatorListing = {
  originProductNo: number;
  name: string;
  statusType: string;
  salePrice: number;
  stockQuantity: number;
  sellerManagementCode: string | null;
};

/** The listing as the SmartStore emulator holds it (this seller's product, by its seller code). */
async function atMarket(): Promise<EmulatorListing> {
  const listings = (await (
    await fetch(`${emulator.url}/naver/__emulator/listings`)
  ).json()) as EmulatorListing[];
  const mine = listings.filter((listing) => listing.sellerManagementCode === `SD-costco-${COSTCO_CODE}`);
  const row = page.getByTestId('listing-row').first();
  const number = Number(await row.getAttribute('data-market-product-id'));
  return mine.find((listing) => listing.originProductNo === number)!;
}

/** Waits for the work panel's work to finish and answers its state. */
/** The work number the last `workDone` saw: the panel shows it until the next work replaces it. */
let lastWorkNumber: string | null = null;

/** The state of the work the last action started, once done (not the previous work the panel still shows). */
async function workDone(): Promise<string> {
  const panel = page.getByTestId('listing-work');
  await panel.waitFor();
  let state = '';
  await expect
    .poll(
      async () => {
        const workNumber = await panel.getAttribute('data-work-number');
        state = (await panel.getAttribute('data-state')) ?? '';
        return workNumber !== lastWorkNumber && /^done/.test(state);
      },
      { timeout: 60_000, interval: 300 },
    )
    .toBe(true);
  lastWorkNumber = await panel.getAttribute('data-work-number');
  return state;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'control');
  ({ api } = await loginApi(baseUrl, seller));
  // One collected product (collection has its own browser test).
  productId = (await collectCostco(api, [COSTCO_CODE])).get(COSTCO_CODE)!.id;
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('product control', () => {
  it('leads to the upload while nothing is listed', async () => {
    await page.goto('/app/product/control');
    await page.getByTestId('product-control-screen').waitFor();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('마켓 상품 관리 · 셀러데스크');
    // The menu entry is a real screen now, without the "준비 중" badge.
    const entry = page.getByTestId('side-menu').getByRole('link', { name: /^마켓 상품 관리/ });
    expect((await entry.textContent())?.trim()).toBe('마켓 상품 관리');
    const empty = page.getByTestId('listing-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('아직 마켓에 올린 상품이 없습니다.');
    expect(await empty.getByRole('link', { name: '상품 업로드로 가기' }).getAttribute('href')).toBe(
      '/app/product/upload',
    );
    await saveScreenshot(page, 'product-control-empty');
  });

  it('lists the product once uploaded to SmartStore', async () => {
    const account = await api<{ id: string }>('POST', '/UserConfig/SetMarketAccount?market=SmartStore', {
      label: '본점',
      settings: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
    });
    const upload = await api<{ workNumber: number }>('POST', '/Market/MarketUploadWorkList', {
      productIds: [productId],
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
      const detail = await api<{
        work: { queued: number; running: number; succeeded: number };
        items: { reason: string | null }[];
      }>('GET', `/Log/GetUploadDetailLog?workNumber=${upload.workNumber}`);
      return detail.work.queued + detail.work.running === 0 ? detail : null;
    });
    expect(done.work.succeeded, JSON.stringify(done.items)).toBe(1);
    await page.reload();
    const row = page.getByTestId('listing-row');
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.getAttribute('data-state')).toBe('onSale');
    expect(await row.getAttribute('data-market-product-id')).toMatch(/^\d+$/);
    expect(await row.getByTestId('listing-state').textContent()).toBe('판매중');
    expect(await row.getByTestId('listing-link').getAttribute('href')).toMatch(
      /^https:\/\/smartstore\.naver\.com\//,
    );
    expect(await page.getByTestId('listing-tab-onSale').textContent()).toContain('1');
    await saveScreenshot(page, 'product-control-listed');
  });

  it('changes the price on the market from the screen', async () => {
    await page.getByTestId('listing-select').first().check();
    expect(await page.getByTestId('listing-selected-count').textContent()).toBe('1개 선택됨');
    await page.getByTestId('listing-edit').click();
    const dialog = page.getByTestId('listing-edit-dialog');
    await dialog.getByTestId('listing-edit-price').fill('45000');
    await saveScreenshot(page, 'product-control-edit-dialog');
    await dialog.getByTestId('listing-edit-submit').click();
    expect(await workDone()).toBe('done');
    const item = page.getByTestId('listing-work-item').first();
    expect(await item.getAttribute('data-state')).toBe('succeeded');
    expect(await item.textContent()).toContain('가격 45,000원');
    await expect
      .poll(() => page.getByTestId('listing-price').first().textContent(), { timeout: 10_000 })
      .toBe('45,000원');
    expect((await atMarket()).salePrice).toBe(45_000);
    await saveScreenshot(page, 'product-control-price-changed');
  });

  it('suspends the listing on the market from the screen', async () => {
    await page.getByTestId('listing-status-suspended').click();
    const confirm = page.getByTestId('listing-confirm');
    // The modal's root wraps the overlay and the dialog without a box of its own: wait for its button.
    await confirm.getByTestId('confirm-action').waitFor();
    expect(await confirm.textContent()).toContain('1개 상품을 마켓에서 "판매중지"로 바꿉니다.');
    await confirm.getByTestId('confirm-action').click();
    await page.getByTestId('listing-work').waitFor();
    expect(await workDone()).toBe('done');
    await expect
      .poll(() => page.getByTestId('listing-row').first().getAttribute('data-state'), { timeout: 10_000 })
      .toBe('suspended');
    expect(await page.getByTestId('listing-state').first().textContent()).toBe('판매중지');
    expect((await atMarket()).statusType).toBe('SUSPENSION');
    await saveScreenshot(page, 'product-control-suspended');
  });

  it('syncs with the market and shows when', async () => {
    await page.getByTestId('listing-sync').click();
    await page.getByTestId('listing-sync-all').click();
    await page.getByTestId('listing-confirm').getByTestId('confirm-action').click();
    expect(await workDone()).toBe('done');
    const row = page.getByTestId('listing-row').first();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).not.toContain('아직 안 함');
    expect(await row.getAttribute('data-state')).toBe('suspended');
    expect(await page.getByTestId('listing-price').first().textContent()).toBe('45,000원');
    await saveScreenshot(page, 'product-control-synced');
    // The suspended filter shows it; the on-sale one no longer does.
    await page.getByTestId('listing-tab-onSale').click();
    await page.getByTestId('listing-empty').waitFor();
    await page.getByTestId('listing-tab-suspended').click();
    await expect.poll(() => page.getByTestId('listing-row').count()).toBe(1);
  });
});
