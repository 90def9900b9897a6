import { DEFAULT_COUPANG_VENDOR, DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import { generatedItem } from '@sellerdesk/emulators/fixtures';
import { createCoupangAdapter, createSmartStoreAdapter, type MarketAdapter } from '@sellerdesk/markets';
import { fetchFetcher } from '@sellerdesk/outbound';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import { collectCostco, loginApi, until, type SellerApi } from './support/seller-api';

/**
 * Source price and stock sync end to end in the sandbox: a Costco product in 색상 × 사이즈, collected
 * and listed on SmartStore and Coupang; its source price changes and one option sells out; the seller
 * runs a sync from 설정 → 원본 가격·재고 동기화, reads the report (old → new price, the sold-out option,
 * both markets 반영됨), and the emulators' listings hold the new prices and the sold-out option at 0.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
/** Costco item 38 sells in 색상 × 사이즈 (item N with N % 31 = 7); no other browser test uses it. */
const INDEX = 38;
const CODE = String(610000 + INDEX);
const SMARTSTORE_CATEGORY = '50000807';
const COUPANG_CATEGORY = '79384';

let browser: Browser;
let page: Page;
let api: SellerApi;
let productId = '';
const accounts: { market: 'SmartStore' | 'Coupang'; id: string; adapter: MarketAdapter }[] = [];

type Detail = {
  option: {
    detailOptions: {
      id: string;
      optionName: string;
      checked: boolean;
      price: { currency: string; salePrice: number }[];
    }[];
  };
};

async function productDetail(): Promise<Detail> {
  return (
    await api<{ detail: Detail }>('GET', `/Product/SearchCollectProductDetail?site=costco&code=${CODE}`)
  ).detail;
}

const wonOf = (prices: { currency: string; salePrice: number }[]) =>
  prices.find((entry) => entry.currency === 'KRW')!.salePrice;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'sourcesync');
  ({ api } = await loginApi(baseUrl, seller));

  productId = (await collectCostco(api, [CODE])).get(CODE)!.id;

  const naverSettings = {
    clientId: DEFAULT_NAVER_APP.clientId,
    clientSecret: DEFAULT_NAVER_APP.clientSecret,
  };
  const coupangSettings = {
    vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
    accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
    secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
    wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
  };
  const naver = await api<{ id: string }>('POST', '/UserConfig/SetMarketAccount?market=SmartStore', {
    label: '본점',
    settings: naverSettings,
  });
  const coupang = await api<{ id: string }>('POST', '/UserConfig/SetMarketAccount?market=Coupang', {
    label: '쿠팡점',
    settings: coupangSettings,
  });
  const context = { fetcher: fetchFetcher() };
  accounts.push(
    {
      market: 'SmartStore',
      id: naver.id,
      adapter: createSmartStoreAdapter(naverSettings, { ...context, baseUrl: emulator.baseUrls.naver }),
    },
    {
      market: 'Coupang',
      id: coupang.id,
      adapter: createCoupangAdapter(coupangSettings, { ...context, baseUrl: emulator.baseUrls.coupang }),
    },
  );
  const template = {
    brandName: '커클랜드',
    manufacturer: '코스트코 협력사',
    originArea: '미국',
    afterService: { content: '상세 페이지 참조', phone: '010-1234-5678' },
    topHtml: '',
    bottomHtml: '',
  };
  const upload = await api<{ workNumber: number }>('POST', '/Market/MarketUploadWorkList', {
    productIds: [productId],
    markets: [
      {
        market: 'SmartStore',
        accountId: naver.id,
        templateName: '기본',
        categoryId: SMARTSTORE_CATEGORY,
        template,
      },
      {
        market: 'Coupang',
        accountId: coupang.id,
        templateName: '기본',
        categoryId: COUPANG_CATEGORY,
        template,
      },
    ],
  });
  await until('upload', async () => {
    const log = await api<{ work: { queued: number; running: number; succeeded: number } }>(
      'GET',
      `/Log/GetUploadDetailLog?workNumber=${upload.workNumber}`,
    );
    if (log.work.queued + log.work.running === 0 && log.work.succeeded !== 2) {
      throw new Error(`upload failed: ${JSON.stringify(log)}`);
    }
    return log.work.queued + log.work.running === 0;
  });

  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

describe('source sync', () => {
  const soldOutSku = generatedItem('costco', INDEX).skus[2]!;

  it('shows the settings section with no sync yet', async () => {
    await page.goto('/app/setting?section=source-sync');
    await page.getByTestId('source-sync-section').waitFor();
    await page.getByTestId('source-sync-works-empty').waitFor();
    expect(await page.getByTestId('source-sync-runs').textContent()).toContain('아직 동기화한 적이 없습니다');
    await saveScreenshot(page, 'source-sync-settings');
  });

  it('runs a sync that finds a price change and a sold-out option and pushes both to SmartStore and Coupang', async () => {
    const change = await fetch(`${emulator.baseUrls.control}/source-item`, {
      method: 'POST',
      body: JSON.stringify({
        site: 'costco',
        id: CODE,
        price: '63000',
        skus: [{ id: soldOutSku.id, stock: 0 }],
      }),
    });
    expect(change.status).toBe(200);

    await page.getByTestId('source-sync-start').click();
    await page.getByTestId('source-sync-confirm').getByTestId('confirm-action').click();
    const report = page.getByTestId('source-sync-report');
    await report.waitFor();
    await expect
      .poll(() => report.getAttribute('data-state'), { timeout: 90_000, interval: 500 })
      .toBe('done');
    const row = report.getByTestId('source-sync-row').first();
    await expect.poll(() => row.getByTestId('sync-push').count()).toBe(2);
    expect(await row.getAttribute('data-outcome')).toBe('changed');
    expect(await row.getByTestId('sync-row-price').textContent()).toMatch(/가격 [\d,]+원 → [\d,]+원/);
    expect(await row.getByTestId('sync-row-soldout').textContent()).toMatch(/^품절: /);
    const pushes = (await row.textContent()) ?? '';
    expect(pushes).toContain('스마트스토어 (본점)');
    expect(pushes).toContain('쿠팡 (쿠팡점)');
    expect(pushes.match(/반영됨/g)?.length).toBe(2);
    await saveScreenshot(page, 'source-sync-report');
  });

  it("the markets' listings hold the new prices and the sold-out option at stock 0", async () => {
    const detail = await productDetail();
    const listed = await api<{ listings: { accountId: string; marketProductId: string | null }[] }>(
      'GET',
      `/Product/GetProductUploadLog?objectId=${productId}`,
    );
    for (const account of accounts) {
      const ref = listed.listings.find((listing) => listing.accountId === account.id)!;
      const snapshot = (await account.adapter.readListing({ productId: ref.marketProductId! }))!;
      for (const option of detail.option.detailOptions.filter((o) => o.checked)) {
        const combination = snapshot.combinations.find((c) => c.values.join('//') === option.optionName);
        expect(combination, `${account.market} ${option.optionName}`).toBeDefined();
        expect(combination!.salePrice).toBe(wonOf(option.price));
        if (option.id === soldOutSku.id) {
          expect(combination!.stock).toBe(0);
        }
      }
    }
    await page.getByTestId('source-sync-drawer').getByRole('button').first().click();
    await page.getByTestId('source-sync-work').first().waitFor();
    await saveScreenshot(page, 'source-sync-history');
  });

  it("이미지 관리: shows each listing's images, finds who uses one, and makes another image the main one on a market", async () => {
    await page.goto('/app/product/control/image');
    await page.getByTestId('listing-images-screen').waitFor();
    const cards = page.getByTestId('listing-images-card');
    await expect.poll(() => cards.count()).toBe(2);
    await saveScreenshot(page, 'listing-images');

    const coupangCard = page.locator('[data-testid="listing-images-card"][data-market="Coupang"]');
    const before = await api<{ items: { listingId: string; market: string; images: string[] }[] }>(
      'GET',
      '/Market/GetListingImages?market=Coupang',
    );
    const row = before.items[0]!;
    expect(row.images.length).toBeGreaterThan(1);
    // The second image's menu: make it the representative image of the Coupang listing.
    await coupangCard.getByTestId('listing-image').nth(1).click();
    await page.getByTestId('image-make-main').click();
    await page.getByTestId('listing-images-confirm-main').getByTestId('confirm-action').click();
    await expect
      .poll(
        async () =>
          (await api<typeof before>('GET', '/Market/GetListingImages?market=Coupang')).items[0]!.images[0],
        // The re-push reads and writes the listing at the market: seconds on a busy machine.
        { timeout: 30_000, interval: 500 },
      )
      .toBe(row.images[1]);
    await saveScreenshot(page, 'listing-images-main-replaced');
    // Only 쿠팡 was re-sent: 스마트스토어's card still shows the image 스마트스토어 has, the new one pending.
    const smartstoreCard = page.locator('[data-testid="listing-images-card"][data-market="SmartStore"]');
    const mainShown = (card: typeof smartstoreCard) =>
      card.getByTestId('listing-image').first().locator('img').getAttribute('src');
    const pending = smartstoreCard.getByTestId('listing-images-pending');
    await pending.waitFor();
    expect(await pending.textContent()).toContain('반영 대기');
    expect(await mainShown(smartstoreCard)).toBe(row.images[0]);
    expect(await mainShown(coupangCard)).toBe(row.images[1]);
    expect(await coupangCard.getByTestId('listing-images-pending').count()).toBe(0);
    await saveScreenshot(page, 'listing-images-pending');
    // Pushing it sends the product's images to 스마트스토어 too.
    await smartstoreCard.getByTestId('listing-images-push-pending').click();
    await page.getByTestId('listing-images-confirm-push').getByTestId('confirm-action').click();
    await expect.poll(() => pending.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => mainShown(smartstoreCard)).toBe(row.images[1]);
    await saveScreenshot(page, 'listing-images-pending-pushed');
    const coupangAccount = accounts.find((account) => account.market === 'Coupang')!;
    const listed = await api<{ listings: { accountId: string; marketProductId: string | null }[] }>(
      'GET',
      `/Product/GetProductUploadLog?objectId=${productId}`,
    );
    const ref = listed.listings.find((listing) => listing.accountId === coupangAccount.id)!;
    const snapshot = (await coupangAccount.adapter.readListing({ productId: ref.marketProductId! }))!;
    // Coupang shows each option's own picture first; the product's images follow in the new order.
    const position = (image: string) => snapshot.images.findIndex((url) => url.endsWith(image));
    expect(position(row.images[1]!)).toBeGreaterThanOrEqual(0);
    expect(position(row.images[1]!)).toBeLessThan(position(row.images[0]!));

    // "이 이미지를 쓰는 상품": the new main image is used by this product's two listings.
    const used = await api<{ total: number }>(
      'GET',
      `/Market/GetListingImages?image=${encodeURIComponent(row.images[1]!)}`,
    );
    expect(used.total).toBe(2);
    await page.goto('/app/product/control/image');
    await coupangCard.getByTestId('listing-image').first().click();
    await page.getByTestId('image-find-usage').click();
    await page.getByTestId('listing-images-by-image').waitFor();
    await expect.poll(() => page.getByTestId('listing-images-total').textContent()).toBe('마켓 상품 2개');
    await saveScreenshot(page, 'listing-images-by-image');
  });
});
