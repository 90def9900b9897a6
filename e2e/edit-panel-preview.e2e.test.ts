import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/**
 * Issue 19 §4 and §3: the catalogue edit panel's detail-page preview (a sandboxed iframe) shows the
 * product's stored images, and the open panel picks up a save made in the /editor popup, so its own
 * save goes through (no 409) and keeps the seller's unsaved edits.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const CODE = '610001';
const SENTENCE = '팝업 편집기에서 저장한 문장입니다.';
const MEMO = '편집 패널에서 쓰고 아직 저장하지 않은 메모';

let browser: Browser;
let page: Page;
let call: SellerApi;

type Stored = {
  summary: { version: number };
  detail: { memo: string; detailPageHtml: string };
};
const stored = () => call<Stored>('GET', `/Product/SearchCollectProductDetail?site=costco&code=${CODE}`);

async function openPanel(): Promise<Locator> {
  await page.goto('/app/product/edit');
  await waitForPath(page, '/app/product/edit');
  const row = page.locator(`[data-testid="product-row"][data-code="${CODE}"]`);
  await row.getByTestId('product-title').click();
  await page.getByTestId('product-detail').getByTestId('edit-product').click();
  const panel = page.getByTestId('edit-panel');
  await panel.getByTestId('edit-title').waitFor();
  return panel;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'editpreview');
  ({ api: call } = await loginApi(baseUrl, seller));
  await collectCostco(call, [`${emulator.baseUrls.costco}/p/${CODE}`]);
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('the edit panel', () => {
  it("shows the detail page's stored images in its sandboxed preview", async () => {
    const html = (await stored()).detail.detailPageHtml;
    expect(html).toMatch(/<img [^>]*src="\/api\/images\//);
    const blocked: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/images/')) {
        blocked.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
      }
    });
    const panel = await openPanel();
    await panel.getByTestId('tab-detail').click();
    const iframe = panel.getByTestId('detail-preview');
    await iframe.waitFor();
    // The sandbox stays closed: no scripts, no same-origin access to the app.
    expect(await iframe.getAttribute('sandbox')).toBe('');
    const frame = await (await iframe.elementHandle())!.contentFrame();
    const images = frame!.locator('img');
    await expect.poll(() => images.count()).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          images.evaluateAll((elements) =>
            elements.map((image) => {
              const img = image as HTMLImageElement;
              return img.complete ? img.naturalWidth : -1;
            }),
          ),
        { timeout: 15_000 },
      )
      .toSatisfy((widths: number[]) => widths.length > 0 && widths.every((width) => width > 0));
    expect(blocked).toEqual([]);
    await iframe.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'edit-panel-detail-preview', { fullPage: false });
  });

  it('picks up a save made in the /editor popup: its own save then goes through and keeps its edits', async () => {
    const before = await stored();
    const panel = await openPanel();
    // An edit in the panel, not saved yet.
    await panel.getByTestId('edit-memo').fill(MEMO);

    // The detail page is edited and saved in the popup opened from the panel.
    await panel.getByTestId('tab-detail').click();
    const opened = page.waitForEvent('popup');
    await panel.getByTestId('open-detail-editor').click();
    const popup = await opened;
    const editor = popup.getByTestId('detail-editor');
    await editor.waitFor();
    await expect.poll(() => editor.getAttribute('data-loading')).toBeNull();
    const content = editor.getByTestId('detail-editor-content');
    await content.locator('p').first().click();
    await popup.keyboard.press('Control+End');
    await popup.keyboard.press('Enter');
    await popup.keyboard.type(SENTENCE);
    await popup.getByTestId('editor-save').click();
    const dialog = popup.getByRole('dialog');
    await dialog.getByRole('button', { name: '유지' }).click();
    await expect.poll(async () => (await stored()).summary.version).toBe(before.summary.version + 1);

    // The panel heard of it: the preview shows the popup's sentence and the seller is told.
    await panel.getByTestId('edit-refreshed').waitFor();
    const frame = await (await panel.getByTestId('detail-preview').elementHandle())!.contentFrame();
    await frame!.getByText(SENTENCE).waitFor();
    await saveScreenshot(page, 'edit-panel-after-popup-save', { fullPage: false });

    await panel.getByTestId('tab-basic').click();
    expect(await panel.getByTestId('edit-memo').inputValue()).toBe(MEMO);
    await panel.getByTestId('edit-save').click();
    await page.getByText('상품을 저장했습니다.').first().waitFor();
    expect(await panel.getByTestId('edit-problem').count()).toBe(0);
    const after = await stored();
    expect(after.summary.version).toBe(before.summary.version + 2);
    expect(after.detail.memo).toBe(MEMO);
    expect(after.detail.detailPageHtml).toContain(SENTENCE);
    await popup.close();
  });
});
