import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';

/** The settings screen's 가격 설정: ranges with a live preview, validation, save and reload. */
const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let page: Page;

const samplePrice = () => page.getByTestId('preview-sample-price').textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'pricing');
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
  await page.goto('/app/setting');
  await page.getByTestId('price-section').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('price settings', () => {
  it('previews the defaults with today’s reference rate beside the seller’s base', async () => {
    await page.getByTestId('price-defaults-note').waitFor();
    expect(await samplePrice()).toBe('₩27,400');
    expect(await page.getByTestId('example-sale-10').textContent()).toBe('₩2,000');
    await page.getByTestId('exchange-today').waitFor();
    expect(await page.getByTestId('exchange-today').textContent()).toMatch(/CNY [\d,.]+원/);
    expect(await page.getByTestId('exchange-base').inputValue()).toBe('200');
  });

  it('changes the preview as a range changes, refuses an overlap, saves and keeps it after a reload', async () => {
    await page.getByTestId('price-mode').getByText('구간별 설정').click();
    await page.getByTestId('range-add').click();
    await page.getByTestId('range-end-0').fill('30000');
    await page.getByTestId('range-0-main-value').fill('1.5');
    // 27450 lies in 0–30000: ×1.5 = 41175 → ₩41,100.
    await expect.poll(samplePrice).toBe('₩41,100');

    await page.getByTestId('range-end-0').fill('20000');
    // Above every range and the rest row is empty: only rounded.
    await expect.poll(samplePrice).toBe('₩27,400');
    await page.getByTestId('range-rest-main-value').fill('1.3');
    await expect.poll(samplePrice).toBe('₩35,600');

    await page.getByTestId('range-add').click();
    expect(await page.getByTestId('range-start-1').inputValue()).toBe('20000');
    await page.getByTestId('range-start-1').fill('15000');
    await page.getByTestId('range-end-1').fill('100000');
    await page.getByTestId('range-row-1').getByText('앞 구간과 겹칩니다.').waitFor();
    expect(await page.getByTestId('price-save').isDisabled()).toBe(true);
    await page.getByTestId('range-start-1').fill('20000');
    await page.getByTestId('range-1-main-value').fill('1.2');
    await page.getByTestId('range-1-sub-value').fill('3000');
    // 27450 × 1.2 + 3000 = 35940 → ₩35,900.
    await expect.poll(samplePrice).toBe('₩35,900');

    await page.getByTestId('shipping-per-item').fill('5000');
    await page.getByTestId('commission-Coupang').fill('11');
    await page.getByTestId('round-digit').getByText('₩1,000 단위').click();
    await expect.poll(samplePrice).toBe('₩35,000');
    // 0–20000 × 1.5 at 5000 won shipping loses money somewhere: the row and the warning say so.
    await page.getByTestId('range-loss-0').waitFor();
    await page.getByTestId('loss-warning').waitFor();
    await saveScreenshot(page, 'price-settings-1440');

    await page.getByTestId('price-save').click();
    await page.getByText('가격 설정을 저장했습니다.').first().waitFor();
    await page.reload();
    await page.getByTestId('price-section').waitFor();
    expect(await page.getByTestId('price-defaults-note').count()).toBe(0);
    expect(await page.getByTestId('range-end-0').inputValue()).toBe('20000');
    expect(await page.getByTestId('range-1-sub-value').inputValue()).toBe('3000');
    expect(await page.getByTestId('shipping-per-item').inputValue()).toBe('5000');
    expect(await page.getByTestId('commission-Coupang').inputValue()).toBe('11');
    expect(await samplePrice()).toBe('₩35,000');
  });
});
