import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/**
 * The detail-page editor popup end to end: opened from the catalogue's detail drawer, edited, saved with
 * UpdateProduct (성공 / 오류 dialogs), the catalogue told over its channel, the seller's top template shown
 * above the page, and the address without a product refused.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const CODE = '610001';
const SENTENCE = '편집기에서 직접 쓴 문장입니다.';
const TEMPLATE_TEXT = '모든 상품 위에 붙는 상단 안내';

let browser: Browser;
let catalogue: Page;
let popup: Page;
let call: SellerApi;

async function storedDetailHtml(): Promise<string> {
  const answer = await call<{ detail: { detailPageHtml: string } }>(
    'GET',
    `/Product/SearchCollectProductDetail?site=costco&code=${CODE}`,
  );
  return answer.detail.detailPageHtml;
}

/** The editor's page once the product is loaded into it (in parts when big: waits for the rest). */
async function editorContent(scope: Page | Locator) {
  const editor = scope.getByTestId('detail-editor');
  await editor.waitFor();
  await expect.poll(() => editor.getAttribute('data-loading')).toBeNull();
  return editor.getByTestId('detail-editor-content');
}

async function saveAndReadDialog(page: Page) {
  await page.getByTestId('editor-save').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'editor');
  ({ api: call } = await loginApi(baseUrl, seller));
  await collectCostco(call, [`${emulator.baseUrls.costco}/p/${CODE}`]);
  catalogue = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(catalogue, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('the detail-page editor popup', () => {
  let collectedHtml = '';

  it("opens from the detail drawer's 편집 at /editor with the collected detail page and its images", async () => {
    collectedHtml = await storedDetailHtml();
    expect(collectedHtml).toContain('<img');
    await catalogue.goto('/app/product/edit');
    await waitForPath(catalogue, '/app/product/edit');
    const row = catalogue.locator(`[data-testid="product-row"][data-code="${CODE}"]`);
    await row.getByTestId('product-title').click();
    const drawer = catalogue.getByTestId('product-detail');
    await drawer.getByTestId('open-detail-editor').waitFor();

    const opened = catalogue.waitForEvent('popup');
    await drawer.getByTestId('open-detail-editor').click();
    popup = await opened;
    await popup.waitForLoadState();
    const address = new URL(popup.url());
    expect(address.pathname).toBe('/editor');
    expect(Object.fromEntries(address.searchParams)).toEqual({ site: 'costco', productNumber: CODE });
    // It is a real popup of the catalogue: the editor window keeps its opener.
    expect(await popup.evaluate(() => window.opener != null)).toBe(true);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([1245, 800]);

    const content = await editorContent(popup);
    // ProseMirror puts separator images of its own around inline nodes: the page's are the others.
    const images = content.locator('img:not(.ProseMirror-separator)');
    await expect.poll(() => images.count()).toBeGreaterThan(0);
    expect(await popup.getByTestId('editor-product').textContent()).toContain(`상품 번호 ${CODE} · 코스트코`);
    // The page's images are the collected ones: copies in this server's image store (collection downloads
    // a detail page's pictures), so the page's CSP loads them from its own origin.
    const sources = await images.evaluateAll((elements) =>
      elements.map((image) => (image as HTMLImageElement).getAttribute('src')),
    );
    for (const src of sources) {
      expect(collectedHtml).toContain(`src="${src}"`);
      expect(src).toMatch(/^\/api\/images\//);
    }
    await expect
      .poll(() =>
        images.evaluateAll((elements) =>
          elements.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
    await saveScreenshot(popup, 'editor-loaded-1245', { fullPage: false });
  });

  it('saves a typed sentence: 성공 with 창 닫기 / 유지, kept after a reload, and the catalogue reads again', async () => {
    // A mark on the catalogue window: it survives only if the window is never reloaded.
    await catalogue.evaluate(() => {
      (window as unknown as { e2eMark: string }).e2eMark = 'kept';
    });
    const catalogueReads: string[] = [];
    catalogue.on('request', (request) => {
      if (request.url().includes('/api/Product/SearchCollectProduct')) {
        catalogueReads.push(request.url());
      }
    });

    const content = await editorContent(popup);
    await content.locator('p').first().click();
    await popup.keyboard.press('Control+End');
    await popup.keyboard.press('Enter');
    await popup.keyboard.type(SENTENCE);
    const dialog = await saveAndReadDialog(popup);
    expect(await dialog.textContent()).toContain('성공');
    expect(await dialog.textContent()).toContain('성공하였습니다');
    await dialog.getByRole('button', { name: '창 닫기' }).waitFor();
    await dialog.getByRole('button', { name: '유지' }).waitFor();
    await saveScreenshot(popup, 'editor-saved-1245', { fullPage: false });
    await dialog.getByRole('button', { name: '유지' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(popup.isClosed()).toBe(false);

    // Stored: the detail page holds the sentence, and the collected images are still in it.
    const stored = await storedDetailHtml();
    expect(stored).toContain(SENTENCE);
    expect(stored.match(/<img /g)?.length).toBe(collectedHtml.match(/<img /g)?.length);
    for (const src of collectedHtml.match(/src="[^"]+"/g) ?? []) {
      expect(stored).toContain(src);
    }

    // The catalogue shows nothing of the detail page; it heard of the save and read the product again,
    // in the same window (not reloaded), its drawer still open.
    await expect.poll(() => catalogueReads.length).toBeGreaterThan(0);
    expect(await catalogue.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('kept');
    await catalogue.getByTestId('product-detail').getByTestId('detail-title').waitFor();

    await popup.reload();
    const reloaded = await editorContent(popup);
    await reloaded.getByText(SENTENCE).waitFor();
  });

  it("shows 오류 with the server's message, or 수정 중 오류가 발생하였습니다. when no answer comes", async () => {
    await editorContent(popup);
    await popup.route('**/api/Product/UpdateProduct', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 400, message: '서버 메시지' }),
      }),
    );
    let dialog = await saveAndReadDialog(popup);
    expect(await dialog.textContent()).toContain('오류');
    expect(await dialog.textContent()).toContain('서버 메시지');
    expect(await dialog.getByRole('button', { name: '유지' }).count()).toBe(0);
    await saveScreenshot(popup, 'editor-save-refused-1245', { fullPage: false });
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });

    await popup.unroute('**/api/Product/UpdateProduct');
    await popup.route('**/api/Product/UpdateProduct', (route) => route.abort('failed'));
    dialog = await saveAndReadDialog(popup);
    expect(await dialog.textContent()).toContain('오류');
    expect(await dialog.textContent()).toContain('수정 중 오류가 발생하였습니다.');
    await saveScreenshot(popup, 'editor-save-failed-1245', { fullPage: false });
    await dialog.getByRole('button', { name: '확인' }).click();
    await dialog.waitFor({ state: 'detached' });
    await popup.unroute('**/api/Product/UpdateProduct');
  });

  it('shows the top template saved in 설정 → 상세페이지 템플릿 above the page', async () => {
    await catalogue.goto('/app/setting?section=detail-page');
    const top = catalogue.getByTestId('detail-page-top');
    const topContent = await editorContent(top);
    await topContent.click();
    await catalogue.keyboard.type(TEMPLATE_TEXT);
    await top.getByRole('switch', { name: '사용' }).check({ force: true });
    await catalogue.getByTestId('detail-page-save').click();
    await catalogue.getByText('상세페이지 템플릿을 저장했습니다.').first().waitFor();
    const saved = await call<{ usableTop: boolean; top: string }>('GET', '/Market/GetDetailPageConfig');
    expect(saved.usableTop).toBe(true);
    expect(saved.top).toContain(TEMPLATE_TEXT);

    await popup.reload();
    const content = await editorContent(popup);
    const preview = popup.getByTestId('detail-editor-preview-top');
    await preview.getByText(TEMPLATE_TEXT).waitFor();
    const previewBox = await preview.boundingBox();
    const pageBox = await content.boundingBox();
    expect(previewBox!.y + previewBox!.height).toBeLessThanOrEqual(pageBox!.y);
    // Only shown: the template is not part of the product's page.
    expect(await content.textContent()).not.toContain(TEMPLATE_TEXT);
    await saveScreenshot(popup, 'editor-template-top-1245', { fullPage: false });
  });

  it('refuses an address without a site or a product number', async () => {
    await popup.goto('/editor?productNumber=');
    const refused = popup.getByTestId('editor-no-product');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('존재하지않는 상품 번호 입니다.');
    expect(await popup.getByTestId('detail-editor').count()).toBe(0);
    expect(await popup.getByTestId('editor-save').isDisabled()).toBe(true);
  });

  it('says 존재하지않는 상품 번호 입니다. for a product number the seller does not have, or no site', async () => {
    const popup = await catalogue.context().newPage();
    await popup.setViewportSize({ width: 1245, height: 800 });
    for (const address of [
      '/editor?site=costco&productNumber=999999999',
      `/editor?productNumber=${CODE}`,
      `/editor?site=nowhere&productNumber=${CODE}`,
    ]) {
      await popup.goto(address);
      const refused = popup.getByTestId('editor-no-product');
      await refused.waitFor();
      expect(await refused.textContent(), address).toContain('존재하지않는 상품 번호 입니다.');
      // No blank editor under the message.
      await popup.waitForLoadState('networkidle');
      expect(await popup.getByTestId('detail-editor').count(), address).toBe(0);
      expect(await popup.getByTestId('editor-save').isDisabled(), address).toBe(true);
    }
    await saveScreenshot(popup, 'editor-missing-product-1245', { fullPage: false });
    await popup.close();
  });
});
