import { DEFAULT_SEARCHAD_CUSTOMER } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi } from './support/seller-api';

/** The keyword tool: save the Search Ad API keys, look up related keywords, apply tags, see them listed. */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'keywords');
  // One collected product to tag, collected through the API from the emulator's Costco.
  const { api } = await loginApi(baseUrl, seller);
  await collectCostco(api, [`${emulator.baseUrls.costco}/p/610001`]);
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('keyword tool and tags', () => {
  it('saves the Search Ad API keys with the secret masked, and the test call works', async () => {
    await page.goto('/app/setting?section=keyword-api');
    await page.getByTestId('keyword-api-section').waitFor();
    await page.getByTestId('keyword-api-customer').fill(DEFAULT_SEARCHAD_CUSTOMER.customerId);
    await page.getByTestId('keyword-api-license').fill(DEFAULT_SEARCHAD_CUSTOMER.accessLicense);
    await page.getByTestId('keyword-api-secret').fill(DEFAULT_SEARCHAD_CUSTOMER.secretKey);
    await page.getByTestId('keyword-api-save').click();
    await page.getByText('키워드 API 설정을 저장했습니다.').first().waitFor();
    await page.reload();
    await page.getByTestId('keyword-api-section').waitFor();
    expect(await page.getByTestId('keyword-api-secret').inputValue()).toBe('');
    expect(await page.getByTestId('keyword-api-section').textContent()).toContain('AQAA••••••••==');
    expect(await page.content()).not.toContain(DEFAULT_SEARCHAD_CUSTOMER.secretKey);
    await page.getByTestId('keyword-api-test').click();
    await page
      .getByText(/연결되었습니다. 연관 키워드 \d+개를 받았습니다./)
      .first()
      .waitFor();
  });

  it('looks up related keywords for the selected product, applies tags and shows them in the catalogue', async () => {
    await page.goto('/app/product/edit');
    await page.getByTestId('catalogue-screen').waitFor();
    await page.getByTestId('product-title').first().waitFor();
    await page.getByRole('checkbox', { name: /선택/ }).nth(1).check();
    await page.getByTestId('open-keyword-tool').click();
    const dialog = page.getByTestId('keyword-tool-dialog');
    await dialog.getByTestId('keyword-hint').fill('원피스');
    await dialog.getByTestId('keyword-search').click();
    await dialog.getByTestId('keyword-results').waitFor();
    expect(await dialog.getByTestId('keyword-row').count()).toBeGreaterThan(3);
    await dialog.getByRole('button', { name: '린넨원피스 태그로 추가' }).click();
    await dialog.getByRole('button', { name: '여름원피스 태그로 추가' }).click();
    await saveScreenshot(page, 'keyword-tool-1440');
    await dialog.getByTestId('keyword-apply').click();
    await page.getByText('상품 1개에 태그를 넣었습니다.').first().waitFor();
    const tags = page.getByTestId('product-tags').first();
    await tags.waitFor();
    expect(await tags.textContent()).toBe('#린넨원피스#여름원피스');
    await saveScreenshot(page, 'catalogue-tags-1440');
  });
});
