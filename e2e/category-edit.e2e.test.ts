import { DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';
import {
  CATEGORY_CACHE_TIMEOUT_MS,
  chooseOption,
  chooseUploadTarget,
  connectMarketAccount,
  makeTemplate,
} from './support/markets';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/**
 * A product's category, end to end: the pre-upload check's "스마트스토어 카테고리" problem links to the
 * product's category field in the catalogue's edit panel (not the detail-page popup), the category picked
 * there is saved with the product and the check passes; 카테고리 지정 gives a selection one of the
 * seller's categories; the upload screen's fallback category of an account is there again on the next
 * visit.
 */
const { baseUrl, dataDir } = e2eContext();
const CODES = ['610001', '610002'] as const;
const DRESS = { keyword: '원피스', id: '50000807', path: '패션의류 > 여성의류 > 원피스' };

let browser: Browser;
let page: Page;
let api: SellerApi;
const ids = new Map<string, string>();

type Detail = { detail: { category: { id: string | null } | null } };
const categoryOf = async (code: string) =>
  (await api<Detail>('GET', `/Product/SearchCollectProductDetail?site=costco&code=${code}`)).detail.category
    ?.id ?? null;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'category');
  ({ api } = await loginApi(baseUrl, seller));
  const collected = await collectCostco(api, CODES);
  for (const code of CODES) {
    ids.set(code, collected.get(code)!.id);
  }
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('product category', () => {
  it('connects a SmartStore account with a template', async () => {
    await page.goto('/app/setting?section=market-accounts');
    await page.getByTestId('market-accounts-section').waitFor();
    await connectMarketAccount(page, 'SmartStore', '본점', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
    });
    await page.goto('/app/setting?section=market-templates');
    await page.getByTestId('market-templates-section').waitFor();
    await makeTemplate(page, 'SmartStore', '스토어 기본');
  });

  it('links the check’s category problem to the product’s category field, where it is fixed', async () => {
    const code = CODES[0];
    await page.goto(`/app/product/upload?ids=${ids.get(code)}`);
    await page.getByTestId('upload-screen').waitFor();
    // The account without a fallback category: the product's own is what counts.
    await page.getByTestId('target-본점').click();
    const card = page.getByTestId('target-card-본점');
    await expect.poll(() => card.getByTestId('target-template').inputValue()).not.toBe('');
    await page.getByTestId('upload-check-button').click();
    const check = page.getByTestId('upload-check');
    await check.waitFor();
    const problem = check.getByTestId('check-problem').filter({ hasText: '스마트스토어 카테고리' });
    await problem.waitFor();
    const link = problem.getByTestId('check-fix-category');
    const href = (await link.getAttribute('href')) ?? '';
    const target = new URL(href, baseUrl);
    expect(target.pathname).toBe('/app/product/edit');
    expect(target.searchParams.get('edit')).toBe(`costco:${code}`);
    expect(target.searchParams.get('field')).toBe('category');
    expect(await problem.textContent()).toContain("'카테고리 지정'을 눌러");
    await saveScreenshot(page, 'category-check-link');

    // The link opens a tab of its own (the upload screen keeps its choices): follow it the same way.
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    const panel = opened.getByTestId('edit-panel');
    await panel.getByTestId('edit-category').waitFor();
    expect(await panel.getByTestId('tab-category').getAttribute('aria-selected')).toBe('true');
    await panel.getByTestId('edit-category-empty').waitFor();
    // The picker has the focus, and the link's own parameters are gone (closing must not reopen it).
    await expect
      .poll(() => opened.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? ''))
      .toBe('edit-category-mine');
    expect(new URL(opened.url()).searchParams.get('edit')).toBeNull();
    await saveScreenshot(opened, 'category-edit-panel-opened');

    await panel.getByTestId('edit-category-browse').click();
    const categories = panel.getByTestId('category-browser');
    await categories.getByTestId('category-search').fill(DRESS.keyword);
    const pick = categories.getByTestId(`category-pick-${DRESS.id}`);
    await pick.waitFor({ timeout: CATEGORY_CACHE_TIMEOUT_MS });
    await pick.click();
    await expect.poll(() => panel.getByTestId('edit-category-path').textContent()).toBe(DRESS.path);
    await saveScreenshot(opened, 'category-edit-panel-picked');
    await panel.getByTestId('edit-save').click();
    await expect.poll(() => categoryOf(code)).toBe(DRESS.id);
    await opened.close();

    // Checked again, the category problem is gone.
    await page.getByTestId('upload-check-button').click();
    await expect
      .poll(() => check.getByTestId('check-problem').filter({ hasText: '스마트스토어 카테고리' }).count())
      .toBe(0);
    await saveScreenshot(page, 'category-check-after');
  });

  it('gives the selection one of the seller’s categories with 카테고리 지정', async () => {
    await api('POST', '/UserSetting/AddUserCategory', { categoryId: DRESS.id });
    expect(await categoryOf(CODES[1])).toBeNull();
    await page.goto('/app/product/edit');
    await page.getByTestId('product-title').first().waitFor();
    const boxes = page.getByTestId('product-table').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await page.getByTestId('bulk-menu').click();
    await page.getByTestId('bulk-action-category').click();
    const dialog = page.getByTestId('bulk-dialog');
    await chooseOption(page, 'bulk-category', DRESS.path, dialog);
    await saveScreenshot(page, 'category-bulk-dialog');
    await dialog.getByTestId('bulk-start').click();
    const work = page.getByTestId('bulk-work');
    await expect
      .poll(() => work.getByTestId('bulk-work-summary').textContent(), { timeout: 30_000 })
      .toMatch(/^완료/);
    await saveScreenshot(page, 'category-bulk-done');
    expect(await categoryOf(CODES[1])).toBe(DRESS.id);
    expect(await categoryOf(CODES[0])).toBe(DRESS.id);
  });

  it('remembers the upload screen’s fallback category of an account on the next visit', async () => {
    await page.goto(`/app/product/upload?ids=${ids.get(CODES[0])}`);
    await page.getByTestId('upload-screen').waitFor();
    await chooseUploadTarget(page, '본점', DRESS);
    await page.reload();
    await page.getByTestId('upload-screen').waitFor();
    await page.getByTestId('target-본점').click();
    const card = page.getByTestId('target-card-본점');
    await expect.poll(() => card.getByTestId('target-category-path').textContent()).toBe(DRESS.path);
    await saveScreenshot(page, 'category-fallback-remembered');
  });
});
