import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, type SellerApi } from './support/seller-api';

/**
 * The catalogue's edit panel end to end: a collected product's title, main image order, option groups
 * (combinations regenerated) and price override saved, and seen again after a reload; uploads of a GIF
 * and of a file over 200 MB refused with the spec's messages; a stale save refused.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const CODE = '610001';
const NEW_TITLE = '편집 패널에서 고친 상품명';

let browser: Browser;
let page: Page;
let call: SellerApi;
let tmp = '';

type Stored = {
  summary: { id: string; version: number; title: string; image: string | null };
  detail: {
    image: string[];
    memo: string;
    priceOverride: boolean;
    price: { currency: string; salePrice: number | string }[];
    option: {
      optionGroups: { groupName: { text: string }[]; groups: unknown[] }[];
      detailOptions: {
        optionName: string;
        checked: boolean;
        price: { currency: string; salePrice: number | string }[];
      }[];
    };
  };
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
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'product-edit-e2e-'));
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'productedit');
  ({ api: call } = await loginApi(baseUrl, seller));
  await collectCostco(call, [`${emulator.baseUrls.costco}/p/${CODE}`]);
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the catalogue edit panel', () => {
  it('edits title, image order, options and price, and shows them again after a reload', async () => {
    const before = await stored();
    expect(before.detail.image.length).toBeGreaterThan(1);
    const groupsBefore = before.detail.option.optionGroups.filter((group) => group.groups.length > 0).length;
    const panel = await openPanel();

    // Title: the live preview of the name rules (repeats, spaces) and the counter.
    const title = panel.getByTestId('edit-title');
    await title.fill(`${NEW_TITLE}  ${NEW_TITLE}`);
    await expect.poll(() => panel.getByTestId('title-preview').textContent()).toBe(NEW_TITLE);
    expect(await panel.getByTestId('title-changes').textContent()).toContain('반복 단어 제거');
    await title.fill(NEW_TITLE);
    expect(await panel.getByTestId('title-counter').textContent()).toBe(`${[...NEW_TITLE].length} / 49자`);
    await panel.getByTestId('edit-memo').fill('한 번에 저장하는 메모');
    await saveScreenshot(page, 'product-edit-title', { fullPage: false });

    // Images: the second becomes the representative.
    await panel.getByTestId('tab-images').click();
    const images = panel.getByTestId('edit-image');
    await expect.poll(() => images.count()).toBe(before.detail.image.length);
    await images.nth(1).getByTestId('make-representative').click();
    const order = [before.detail.image[1]!, before.detail.image[0]!, ...before.detail.image.slice(2)];
    await expect.poll(() => images.first().getAttribute('data-url')).toBe(order[0]);

    // Options: a new group of two values; the combinations are regenerated from it.
    await panel.getByTestId('tab-options').click();
    await panel.getByTestId('add-group').click();
    const group = panel.getByTestId('option-group').last();
    await group.getByTestId('group-name').fill('포장');
    await group.getByTestId('add-value').click();
    await group.getByTestId('add-value').click();
    await group.getByTestId('value-name').nth(0).fill('기본');
    await group.getByTestId('value-name').nth(1).fill('선물');
    await panel.getByTestId('options-stale').waitFor();
    await panel.getByTestId('regenerate').click();
    await panel.getByTestId('options-notice').waitFor();
    const combinations = panel.getByTestId('combination');
    const expected = Math.max(1, before.detail.option.detailOptions.length) * 2;
    await expect.poll(() => combinations.count()).toBe(expected);
    const gift = panel.locator('[data-testid="combination"][data-name$="선물"]').first();
    await gift.getByTestId('combination-price').fill('45000');
    await saveScreenshot(page, 'product-edit-options', { fullPage: false });

    // Price: a manual override with the margin preview. With options the 판매가 is the cheapest listed
    // combination's price: setting it moves every combination by the same amount.
    await panel.getByTestId('tab-price').click();
    const baseBefore = Number((await panel.getByTestId('edit-price').inputValue()).replace(/[^\d]/g, ''));
    expect(baseBefore).toBeGreaterThan(0);
    await panel.getByTestId('edit-price').fill('39000');
    await panel.getByTestId('price-override').waitFor();
    await panel.getByTestId('margin-preview').waitFor();
    await saveScreenshot(page, 'product-edit-price', { fullPage: false });

    // One save is one request (one transaction on the server): images and memo ride with the rest.
    const saves: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (
        request.method() === 'POST' &&
        /\/api\/Product\/(UpdateProduct|ProductMemoEdit|ProductMainImageEdit)/.test(request.url())
      ) {
        saves.push(new URL(request.url()).pathname);
      }
    };
    page.on('request', onRequest);
    await panel.getByTestId('edit-save').click();
    await page.getByText('상품을 저장했습니다.').waitFor();
    page.off('request', onRequest);
    expect(saves).toEqual(['/api/Product/UpdateProduct']);

    const after = await stored();
    expect(after.summary.title).toBe(NEW_TITLE);
    expect(after.detail.memo).toBe('한 번에 저장하는 메모');
    expect(after.summary.version).toBe(before.summary.version + 1);
    expect(after.detail.image).toEqual(order);
    expect(after.summary.image).toBe(order[0]);
    expect(after.detail.option.optionGroups.filter((g) => g.groups.length > 0)).toHaveLength(
      groupsBefore + 1,
    );
    expect(after.detail.option.detailOptions).toHaveLength(expected);
    const giftSaved = after.detail.option.detailOptions.find((option) => option.optionName.endsWith('선물'));
    // The gift combination keeps its extra over the cheapest one, which now sells at the 판매가.
    expect(giftSaved?.price.find((entry) => entry.currency === 'KRW')?.salePrice).toBe(
      45000 + 39000 - baseBefore,
    );
    const listedWon = after.detail.option.detailOptions
      .filter((option) => option.checked)
      .map((option) => Number(option.price.find((entry) => entry.currency === 'KRW')?.salePrice ?? 0));
    expect(Math.min(...listedWon)).toBe(39000);
    expect(after.detail.priceOverride).toBe(true);
    expect(after.detail.price.find((entry) => entry.currency === 'KRW')?.salePrice).toBe(39000);
    expect(after.summary.version).toBeGreaterThan(before.summary.version);

    // After a reload the catalogue and the panel show the saved product.
    await page.reload();
    const row = page.locator(`[data-testid="product-row"][data-code="${CODE}"]`);
    await expect.poll(() => row.getByTestId('product-title').textContent()).toBe(NEW_TITLE);
    const again = await openPanel();
    expect(await again.getByTestId('edit-title').inputValue()).toBe(NEW_TITLE);
    await again.getByTestId('tab-images').click();
    await expect.poll(() => again.getByTestId('edit-image').first().getAttribute('data-url')).toBe(order[0]);
    await again.getByTestId('tab-options').click();
    await expect.poll(() => again.getByTestId('combination').count()).toBe(expected);
    await again.getByTestId('tab-price').click();
    expect(await again.getByTestId('edit-price').inputValue()).toBe('39,000원');
    await saveScreenshot(page, 'product-edit-reloaded', { fullPage: false });
  });

  it('refuses a GIF and a file over 200 MB with the messages of the spec', async () => {
    const panel = await openPanel();
    await panel.getByTestId('tab-images').click();
    const input = panel.locator('input[type="file"]');
    const gif = path.join(tmp, 'animation.gif');
    fs.writeFileSync(gif, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    await input.setInputFiles(gif);
    await expect
      .poll(() => panel.getByTestId('image-problem').textContent())
      .toBe('jpeg, jpg, png 이미지만 업로드할 수 있습니다.');

    // A sparse file: 209715201 bytes on the size check, nothing written to the disk.
    const big = path.join(tmp, 'huge-photo.jpg');
    fs.closeSync(fs.openSync(big, 'w'));
    fs.truncateSync(big, 209_715_201);
    await input.setInputFiles(big);
    await expect
      .poll(() => panel.getByTestId('image-problem').textContent())
      .toBe('이미지는 200MB(209715200바이트)까지 업로드할 수 있습니다.');
    await saveScreenshot(page, 'product-edit-upload-refused', { fullPage: false });
  });

  it('a save over a newer edit from another window is refused in Korean, and works after reloading', async () => {
    const panel = await openPanel();
    const loaded = await stored();
    // Another window saves first.
    await call('POST', '/Product/ProductMemoEdit', {
      productId: loaded.summary.id,
      memo: '다른 창의 메모',
      version: loaded.summary.version,
    });
    await panel.getByTestId('edit-brand').fill('커클랜드');
    await panel.getByTestId('edit-save').click();
    await expect
      .poll(() => panel.getByTestId('edit-problem').textContent())
      .toContain('다른 창에서 먼저 수정되었습니다. 새로 불러온 뒤 다시 저장해주세요.');
    await saveScreenshot(page, 'product-edit-conflict', { fullPage: false });
    await panel.getByTestId('edit-reload').click();
    await expect.poll(() => panel.getByTestId('edit-memo').inputValue()).toBe('다른 창의 메모');
    await panel.getByTestId('edit-brand').fill('커클랜드');
    await panel.getByTestId('edit-save').click();
    await page.getByText('상품을 저장했습니다.').first().waitFor();
    await expect
      .poll(async () => (await stored()).detail)
      .toMatchObject({ brand: '커클랜드', memo: '다른 창의 메모' });
  });
});
