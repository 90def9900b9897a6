import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/** The catalogue's bulk actions: a slogan with numbering on two ticked products, and a refused payload. */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const CODES = ['610021', '610022', '610023'];
let browser: Browser;
let page: Page;
let call: SellerApi;

type Summary = { id: string; code: string; title: string };

const catalogue = () =>
  call<{ items: Summary[]; total: number }>('POST', '/Product/SearchCollectProductSummary', {});

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'bulk');
  ({ api: call } = await loginApi(baseUrl, seller));
  await collectCostco(
    call,
    CODES.map((code) => `${emulator.baseUrls.costco}/p/${code}`),
  );
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('catalogue bulk actions', () => {
  it('puts a slogan with numbering on the ticked products and shows the new titles', async () => {
    const before = (await catalogue()).items;
    // The list is newest first; tick its first two rows (row 0 of the checkboxes is the header's).
    const [first, second, untouched] = before;
    await page.goto('/app/product/edit');
    await page.getByTestId('catalogue-screen').waitFor();
    await page.getByTestId('product-title').first().waitFor();
    const boxes = page.getByTestId('product-table').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await page.getByTestId('bulk-menu').click();
    await page.getByTestId('bulk-action-slogan').click();
    const dialog = page.getByTestId('bulk-dialog');
    await dialog.getByTestId('bulk-target').waitFor();
    expect(await dialog.getByTestId('bulk-target').textContent()).toContain('선택한 상품 2개');
    await dialog.getByTestId('bulk-word1').fill('[특가]');
    await dialog.getByTestId('bulk-word2').fill('무료배송');
    await dialog.getByTestId('bulk-numbering').check();
    await dialog.getByTestId('bulk-numbering-start').fill('5');
    const preview = dialog.getByTestId('bulk-preview-line');
    await expect.poll(() => preview.count()).toBe(2);
    expect(await preview.nth(0).textContent()).toMatch(/→ \[특가\] .+ 무료배송 5$/);
    expect(await preview.nth(1).textContent()).toMatch(/→ \[특가\] .+ 무료배송 6$/);
    await saveScreenshot(page, 'catalogue-bulk-slogan-dialog-1440');

    await dialog.getByTestId('bulk-start').click();
    const work = page.getByTestId('bulk-work');
    await work
      .getByTestId('bulk-work-summary')
      .filter({ hasText: '완료' })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await saveScreenshot(page, 'catalogue-bulk-slogan-stuck-1440');
        throw error;
      });
    expect(await work.getByTestId('bulk-work-summary').textContent()).toBe(
      '완료: 변경 2개, 건너뜀 0개, 실패 0개',
    );
    expect(await work.getByTestId('bulk-report-row').count()).toBe(2);
    await saveScreenshot(page, 'catalogue-bulk-slogan-report-1440');
    await work.getByTestId('bulk-work-close').click();

    // The list was read again: the two ticked products carry the slogan and their numbers in list order.
    const titles = page.getByTestId('product-title');
    await expect.poll(() => titles.nth(0).textContent()).toBe(`[특가] ${first!.title} 무료배송 5`);
    expect(await titles.nth(1).textContent()).toBe(`[특가] ${second!.title} 무료배송 6`);
    expect(await titles.nth(2).textContent()).toBe(untouched!.title);
    await saveScreenshot(page, 'catalogue-bulk-slogan-after-1440');
    // And the server stored them.
    const after = new Map((await catalogue()).items.map((item) => [item.id, item.title]));
    expect(after.get(first!.id)).toBe(`[특가] ${first!.title} 무료배송 5`);
    expect(after.get(untouched!.id)).toBe(untouched!.title);
  });

  it('sends an incomplete replace anyway and shows the server’s Korean answer', async () => {
    await page.goto('/app/product/edit');
    await page.getByTestId('product-title').first().waitFor();
    await page.getByTestId('product-table').getByRole('checkbox').nth(1).check();
    await page.getByTestId('bulk-menu').click();
    await page.getByTestId('bulk-action-replace').click();
    const dialog = page.getByTestId('bulk-dialog');
    await dialog.getByTestId('bulk-word1').fill('특가');
    await dialog.getByTestId('bulk-start').click();
    await dialog.getByTestId('bulk-invalid').waitFor();
    const error = dialog.getByTestId('bulk-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('바꿀 단어를 입력해주세요.');
    await saveScreenshot(page, 'catalogue-bulk-replace-invalid-1440');
  });
});
