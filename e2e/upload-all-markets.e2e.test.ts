import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ELEVENST_ACCOUNT,
  DEFAULT_ESM_MASTER,
  DEFAULT_NAVER_APP,
} from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';
import {
  CATEGORY_CACHE_TIMEOUT_MS,
  chooseUploadTarget,
  connectMarketAccount,
  makeTemplate,
} from './support/markets';

/**
 * One product to all five live markets in the sandbox (issue 12 §4): SmartStore, Coupang, 11st, Gmarket
 * and Auction (WeMakePrice is closed and off). Connect an account of each in the settings, save a
 * template for each, choose the product and the five accounts in the upload screen (saved template, a
 * category from each market's own tree), check, upload, see each market's product number, and read
 * every listing back from its market (the emulator) and from the product's upload log.
 */
const { baseUrl, dataDir } = e2eContext();
const emulator = emulatorContext();
const COSTCO_CODE = '610002';
const SELLER_CODE = `SD-costco-${COSTCO_CODE}`;

type Target = {
  market: string;
  label: string;
  fields: Record<string, string>;
  template: string;
  category: { keyword: string; id?: string };
  /** The emulator's listings of this market, as its control endpoint answers them. */
  listingsPath: string;
};

const TARGETS: readonly Target[] = [
  {
    market: 'SmartStore',
    label: '스토어',
    fields: { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
    template: '스토어 기본',
    category: { keyword: '원피스', id: '50000807' },
    listingsPath: '/naver/__emulator/listings',
  },
  {
    market: 'Coupang',
    label: '쿠팡',
    fields: {
      vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
      accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
      secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
      wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    },
    template: '쿠팡 기본',
    category: { keyword: '보온/보냉텀블러', id: '80534' },
    listingsPath: '/coupang/__emulator/listings',
  },
  {
    market: 'Elevenst',
    label: '11번가',
    fields: { apiKey: DEFAULT_ELEVENST_ACCOUNT.apiKey },
    template: '11번가 기본',
    category: { keyword: '원피스' },
    listingsPath: '/11st/__emulator/listings',
  },
  {
    market: 'Gmarket',
    label: 'G마켓',
    fields: {
      masterId: DEFAULT_ESM_MASTER.masterId,
      secretKey: DEFAULT_ESM_MASTER.secretKey,
      sellerId: DEFAULT_ESM_MASTER.sellers.G[0]!,
    },
    template: 'G마켓 기본',
    category: { keyword: '원피스' },
    listingsPath: '/esm/__emulator/listings',
  },
  {
    market: 'Auction',
    label: '옥션',
    fields: {
      masterId: DEFAULT_ESM_MASTER.masterId,
      secretKey: DEFAULT_ESM_MASTER.secretKey,
      sellerId: DEFAULT_ESM_MASTER.sellers.A[0]!,
    },
    template: '옥션 기본',
    category: { keyword: '원피스' },
    listingsPath: '/esm/__emulator/listings',
  },
];

let browser: Browser;
let page: Page;
let token = '';
let productId = '';

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${text}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'upload-all');
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: seller.username, password: seller.password }),
  });
  token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  // One collected product (the collection itself has its own browser test), with a description.
  const work = await api<{ workNumber: number }>('POST', '/Product/CostcoProductWorkList', {
    links: [COSTCO_CODE],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const logs = await api<{ items: { workNumber: number; state: string }[] }>(
      'GET',
      '/Log/GetCollectLogAll',
    );
    if (logs.items.find((item) => item.workNumber === work.workNumber)?.state === 'done') {
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`collect work ${work.workNumber} not done`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const list = await api<{ items: { id: string; code: string }[] }>(
    'POST',
    '/Product/SearchCollectProductSummary',
    { page: 1, maxRow: 20 },
  );
  productId = list.items.find((item) => item.code === COSTCO_CODE)!.id;
  const { summary, detail } = await api<{ summary: { version: number }; detail: Record<string, unknown> }>(
    'GET',
    `/Product/SearchCollectProductDetail?site=costco&code=${COSTCO_CODE}`,
  );
  const { id: _id, ...rest } = detail;
  void _id;
  await api('POST', '/Product/UpdateProduct', {
    ...rest,
    version: summary.version,
    detailPageHtml: '<p>코스트코 정품입니다. 해외 구매대행 상품입니다.</p>',
  });

  page = await openPage(browser, baseUrl, { width: 1440, height: 1100 });
  await loginInBrowser(page, seller.username, seller.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

describe('upload one product to all five live markets', () => {
  it('connects an account of each market', async () => {
    await page.goto('/app/setting?section=market-accounts');
    await page.getByTestId('market-accounts-section').waitFor();
    for (const target of TARGETS) {
      await connectMarketAccount(page, target.market, target.label, target.fields);
    }
    await saveScreenshot(page, 'upload-all-accounts');
  }, 120_000);

  it('saves a template for each account', async () => {
    await page.goto('/app/setting?section=market-templates');
    await page.getByTestId('market-templates-section').waitFor();
    for (const target of TARGETS) {
      await makeTemplate(page, target.market, target.template);
    }
  }, 120_000);

  it(
    'checks the product against the five markets',
    async () => {
      await page.goto(`/app/product/upload?ids=${productId}`);
      await page.getByTestId('upload-screen').waitFor();
      expect(await page.getByTestId('selected-count').textContent()).toBe('1개 선택');
      // The category caches fill in the background (pre-warmed when each account's 연결 확인 passed);
      // with the real ESM snapshot G마켓/옥션's tree takes minutes, so each pick waits for it.
      for (const target of TARGETS) {
        await chooseUploadTarget(page, target.label, target.category);
      }
      await saveScreenshot(page, 'upload-all-targets');
      await page.getByTestId('upload-check-button').click();
      await page.getByTestId('upload-check').waitFor();
      await page.getByTestId('check-ok').waitFor({ timeout: 60_000 });
      await saveScreenshot(page, 'upload-all-check');
    },
    CATEGORY_CACHE_TIMEOUT_MS + 120_000,
  );

  it("uploads it and shows each market's product number", async () => {
    await page.getByTestId('upload-start-button').click();
    const work = page.getByTestId('upload-work').first();
    await expect
      .poll(() => work.getAttribute('data-state'), { timeout: 120_000, interval: 500 })
      .toMatch(/^done/);
    await work.getByRole('button', { name: '결과 보기' }).click();
    const items = work.getByTestId('upload-item');
    await expect.poll(() => items.count()).toBe(TARGETS.length);
    await saveScreenshot(page, 'upload-all-result');
    expect(await work.getAttribute('data-state'), (await work.textContent()) ?? '').toBe('done');
    for (const item of await items.all()) {
      expect(await item.getAttribute('data-state'), (await item.textContent()) ?? '').toBe('succeeded');
      expect(await item.getByTestId('market-product').textContent()).toMatch(/상품번호 \d+/);
      // A first upload is 신규 on every account, 옥션 included although G마켓's push made the ESM master.
      expect(await item.textContent()).toContain('신규');
    }
    const progress = work.getByTestId('upload-market-progress');
    expect(await progress.count()).toBe(TARGETS.length);
  }, 180_000);

  it('reads every listing back from its market', async () => {
    const log = await api<{
      listings: {
        market: string;
        marketProductId: string | null;
        channelProductId: string | null;
        state: string;
      }[];
    }>('GET', `/Product/GetProductUploadLog?objectId=${productId}`);
    expect(log.listings.map((listing) => listing.market).sort()).toEqual(
      TARGETS.map((target) => target.market).sort(),
    );
    expect(log.listings.every((listing) => /^\d+$/.test(listing.marketProductId ?? ''))).toBe(true);
    const sections: string[] = [];
    for (const path of [...new Set(TARGETS.map((target) => target.listingsPath))]) {
      const text = JSON.stringify(await (await fetch(`${emulator.url}${path}`)).json(), null, 1);
      // The market holds the listing under the product's seller code, so a later upload updates it.
      expect(text, path).toContain(SELLER_CODE);
      sections.push(`<h3>${path}</h3><pre style="white-space:pre-wrap">${escape(text.slice(0, 4000))}</pre>`);
    }
    // G마켓 and 옥션 accounts of one ESM master: ONE master goods with both site goods numbers, each
    // listing holding the master goodsNo and its own site's number.
    const masters = (
      (await (await fetch(`${emulator.url}/esm/__emulator/listings`)).json()) as {
        goodsNo: number;
        managedCode: string | null;
        siteGoodsNo: { gmkt: string | null; iac: string | null };
      }[]
    ).filter((goods) => goods.managedCode === SELLER_CODE);
    expect(masters).toHaveLength(1);
    const esmListing = (market: string) => log.listings.find((listing) => listing.market === market);
    expect(esmListing('Gmarket')).toMatchObject({
      marketProductId: String(masters[0]!.goodsNo),
      channelProductId: masters[0]!.siteGoodsNo.gmkt,
    });
    expect(esmListing('Auction')).toMatchObject({
      marketProductId: String(masters[0]!.goodsNo),
      channelProductId: masters[0]!.siteGoodsNo.iac,
    });
    expect(masters[0]!.siteGoodsNo.gmkt).not.toBe(masters[0]!.siteGoodsNo.iac);
    // The test page only reaches the app's origin: show what the markets hold as a page of its own.
    await page.setContent(`<meta charset="utf-8">${sections.join('')}`);
    await saveScreenshot(page, 'upload-all-emulator-listings');
  });
});

function escape(text: string): string {
  return text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
