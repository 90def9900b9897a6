import { DEFAULT_COUPANG_VENDOR, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';

/**
 * Settings → 마켓 템플릿 and 카테고리 against the market emulator: connect a SmartStore (and a Coupang)
 * account, make a SmartStore template whose 출고지/반품지 come from the emulator's address book, add a
 * SmartStore category, confirm its Coupang mapping, and pick it in the collect form.
 */
const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'market-templates');
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

async function connect(market: string, label: string, fields: Record<string, string>) {
  await page.getByTestId(`market-tab-${market}`).click();
  await page.getByTestId(`market-panel-${market}`).getByTestId('market-account-add').click();
  const form = page.getByTestId('market-account-form');
  await form.getByTestId('market-account-label').fill(label);
  for (const [key, value] of Object.entries(fields)) {
    await form.getByTestId(`market-field-${key}`).fill(value);
  }
  await form.getByTestId('market-account-save').click();
  await page.getByTestId(`market-account-${label}`).waitFor();
}

/** Opens a Mantine select and clicks the option whose text matches. */
async function choose(testId: string, option: RegExp | string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('market templates and categories', () => {
  it('connects a SmartStore and a Coupang account', async () => {
    await page.goto('/app/setting?section=market-accounts');
    await page.getByTestId('market-accounts-section').waitFor();
    await connect('SmartStore', '본점', {
      clientId: DEFAULT_NAVER_APP.clientId,
      clientSecret: DEFAULT_NAVER_APP.clientSecret,
    });
    await connect('Coupang', '쿠팡 본점', {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    });
  });

  it("makes a SmartStore template with 출고지/반품지 from the market's address book", async () => {
    await page.goto('/app/setting?section=market-templates');
    await page.getByTestId('market-templates-section').waitFor();
    await page.getByTestId('template-panel-SmartStore').getByTestId('template-add').click();
    const form = page.getByTestId('market-template-form');
    await form.waitFor();
    // Defaults: A/S '상세 페이지 참조', pay 10,000 / 10,000 / 20,000.
    expect(await form.getByTestId('template-as-content').inputValue()).toBe('상세 페이지 참조');
    expect(await form.getByTestId('template-basic-price').inputValue()).toBe('10,000');
    expect(await form.getByTestId('template-exchange-price').inputValue()).toBe('20,000');

    // Saving without a name and addresses shows what is missing, in Korean, beside the fields.
    await form.getByTestId('market-template-save').click();
    await expect.poll(() => form.textContent()).toContain('템플릿 이름을 입력해주세요.');
    expect(await form.textContent()).toContain('출고지를 선택해주세요.');
    expect(await form.textContent()).toContain('반품지를 선택해주세요.');
    await saveScreenshot(page, 'market-template-validation');

    await form.getByTestId('template-name').fill('기본 템플릿');
    await form.getByTestId('template-brand').fill('셀러데스크');
    // The only SmartStore account is chosen already; its address book loads from the emulator.
    await choose('template-send', /.+/u);
    await choose('template-recv', /.+/u);
    // The messages go once the fields are filled.
    expect(await form.textContent()).not.toContain('출고지를 선택해주세요.');
    await choose('template-courier', 'CJ대한통운');
    const sent = await form.getByTestId('template-send').inputValue();
    expect(sent.length).toBeGreaterThan(0);
    await saveScreenshot(page, 'market-template-form');
    await form.getByTestId('market-template-save').click();

    const card = page.getByTestId('template-card-기본 템플릿');
    await card.waitFor();
    expect(await card.textContent()).toContain('본점');

    // Edit shows the saved choice of 출고지.
    await card.getByTestId('template-edit').click();
    await expect.poll(() => page.getByTestId('template-send').inputValue()).toBe(sent);
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'market-templates-list');
  });

  it('shows WeMakePrice closed', async () => {
    await page.getByTestId('template-tab-WeMakePrice').click();
    await page.getByTestId('template-panel-WeMakePrice').getByTestId('template-closed-notice').waitFor();
    expect(await page.getByTestId('template-panel-WeMakePrice').getByTestId('template-add').count()).toBe(0);
  });

  it('adds a SmartStore category and confirms a Coupang mapping', async () => {
    await page.goto('/app/setting?section=categories');
    await page.getByTestId('categories-section').waitFor();
    await choose('category-level-Large', /^패션의류/u);
    await choose('category-level-Middle', /^여성의류/u);
    await choose('category-level-Small', /^원피스/u);
    await page.getByTestId('category-add').click();
    const mine = page.getByTestId('user-category-50000807');
    await mine.waitFor();
    await mine.getByRole('button').first().click();
    const mapping = mine.getByTestId('category-mapping');
    const firstConfirm = mapping.getByTestId('mapping-confirm').first();
    await firstConfirm.waitFor();
    const suggestion =
      (await mapping.locator('[data-testid^="mapping-suggestion-"]').first().textContent()) ?? '';
    expect(suggestion).toContain('원피스');
    // A women's dress maps to women's wear (the similarity and the market's own pick agree on the path).
    expect(suggestion).toContain('여성');
    await firstConfirm.click();
    await mapping.getByTestId('mapping-confirmed').waitFor();
    await expect.poll(() => mine.textContent()).toContain('쿠팡:');
    await saveScreenshot(page, 'categories-mapping');
  });

  it("offers the seller's category in the collect form", async () => {
    await page.goto('/app/product/collect');
    await page.getByTestId('collect-target-category').click();
    await page.getByRole('option', { name: '패션의류 > 여성의류 > 원피스' }).waitFor();
    await page.getByRole('option', { name: '패션의류 > 여성의류 > 원피스' }).click();
    expect(await page.getByTestId('collect-target-category').inputValue()).toBe(
      '패션의류 > 여성의류 > 원피스',
    );
  });
});
