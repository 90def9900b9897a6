import { DEFAULT_PRICE_RANGE_MODEL, calculatePrice, formatWon, toKrw } from '@sellerdesk/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext, emulatorContext } from './support/context';

/**
 * Collection end to end from the collect screen, against the source emulator: Costco products by link and
 * by number, and a Taobao item that always answers a captcha page (it must fail with its Korean reason).
 */
const { baseUrl, admin } = e2eContext();
const emulator = emulatorContext();
const COSTCO_CODES = ['610001', '610002'] as const;
const CAPTCHA_ITEM = '700000000001';
/** The emulator's Costco item with stock 0 (fixtures: costcoOutOfStock). */
const SOLD_OUT_CODE = '588421';

let browser: Browser;
let page: Page;

/** The emulator answers every request this much later, so the works stay under way long enough to watch. */
async function setEmulatorLatency(ms: number): Promise<void> {
  const response = await fetch(`${emulator.url}/__control/latency`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(response.ok).toBe(true);
}

/** The won price collection gives a Costco product: its site price through the domain's own rules. */
async function expectedCostcoPrice(code: string): Promise<string> {
  const response = await fetch(`${emulator.baseUrls.costco}/rest/v2/korea/products/${code}?fields=FULL`, {
    headers: { accept: 'application/json' },
  });
  const product = (await response.json()) as { price: { value: number } };
  const base = toKrw(product.price.value, 'KRW', DEFAULT_PRICE_RANGE_MODEL.exchangeBase);
  return formatWon(calculatePrice(base, DEFAULT_PRICE_RANGE_MODEL));
}

function workRow(workNumber: number) {
  return page.locator(`[data-testid="work-row"][data-work="${workNumber}"]`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, baseUrl, { width: 1280, height: 900 });
  await loginInBrowser(page, admin.username, admin.password);
});
afterAll(async () => {
  await setEmulatorLatency(0).catch(() => undefined);
  await browser?.close();
});

describe('the collect screen', () => {
  let costcoWork = 0;
  let taobaoWork = 0;

  it('stores the Taobao session cookie through its card', async () => {
    await page.goto('/app/product/collect');
    await page.getByTestId('collect-screen').waitFor();
    expect(await page.title()).toBe('상품 수집 · 셀러데스크');
    const card = page.getByTestId('session-card');
    await card.getByText('등록 안 됨').waitFor();
    await page.getByTestId('session-edit').click();
    const modal = page.getByTestId('session-modal');
    await modal.getByText('복사하는 방법').waitFor();
    // Saving nothing is refused in the form.
    await page.getByTestId('session-save').click();
    await modal.getByText('값을 입력해주세요.').waitFor();
    // Pasted junk is no cookie: refused with the reason, nothing stored.
    await page.getByTestId('session-cookie').fill('hello world');
    await page.getByTestId('session-save').click();
    await modal.getByText('쿠키 형식이 아닙니다', { exact: false }).waitFor();
    await page.getByTestId('session-cookie').fill(emulator.taobaoSessionCookie);
    await page.getByTestId('session-save').click();
    await card.getByText('로그인 쿠키 등록됨').waitFor();
    expect(await card.getAttribute('data-configured')).toBe('true');
  });

  it('reads each pasted line and sends one request per site', async () => {
    const links = [
      `${emulator.baseUrls.costco}/p/${COSTCO_CODES[0]}`,
      COSTCO_CODES[1],
      `${emulator.baseUrls.taobaoPage}/item.htm?id=${CAPTCHA_ITEM}`,
      'https://s.taobao.com/search?q=键盘',
    ];
    await page.getByTestId('collect-links').fill(links.join('\n'));
    const lines = page.getByTestId('collect-line');
    await expect.poll(() => lines.count()).toBe(4);
    const read = await lines.evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-kind'),
        row.getAttribute('data-site'),
        row.getAttribute('data-problem'),
      ]),
    );
    expect(read).toEqual([
      ['product', 'costco', null],
      ['code', 'costco', null],
      ['product', 'taobao', null],
      ['invalid', 'taobao', 'listLink'],
    ]);
    expect(await page.getByTestId('collect-count-costco').textContent()).toBe('코스트코 2개');
    expect(await page.getByTestId('collect-count-taobao').textContent()).toBe('타오바오·티몰 1개');
    await saveScreenshot(page, 'collect-lines-1280');

    await page.getByLabel('그룹 이름').fill('e2e 수집');
    await setEmulatorLatency(400);
    await page.getByTestId('collect-submit').click();
    const result = page.getByTestId('collect-result');
    await result.waitFor();
    costcoWork = Number(await result.getByTestId('collect-result-costco').getAttribute('data-work'));
    taobaoWork = Number(await result.getByTestId('collect-result-taobao').getAttribute('data-work'));
    expect(costcoWork).toBeGreaterThan(0);
    expect(taobaoWork).toBeGreaterThan(0);
    expect(await result.textContent()).toContain(`작업 #${costcoWork} · 코스트코 2개 수집을 시작했습니다.`);
    // The list link was never sent: it stays in the box for the seller to deal with.
    expect(await page.getByTestId('collect-links').inputValue()).toBe('https://s.taobao.com/search?q=键盘');
  });

  it('follows the works live until the Taobao one ends with errors, then stops asking', async () => {
    const section = page.getByTestId('works-section');
    // While the emulator is slow the works are seen under way, and the list keeps asking every 2 s.
    await expect
      .poll(() => section.getAttribute('data-polling'), { timeout: 20_000, interval: 100 })
      .toBe('true');
    await expect
      .poll(() => workRow(taobaoWork).getAttribute('data-state'), { timeout: 60_000, interval: 250 })
      .toBe('done_with_errors');
    await expect
      .poll(() => workRow(costcoWork).getAttribute('data-state'), { timeout: 60_000, interval: 250 })
      .toBe('done');
    await setEmulatorLatency(0);
    expect(await workRow(taobaoWork).getByTestId('work-progress').getAttribute('data-percent')).toBe('100');
    expect(await workRow(taobaoWork).getByTestId('work-counts').textContent()).toBe(
      '성공 0 · 실패 1 · 건너뜀 0 / 전체 1',
    );
    expect(await workRow(costcoWork).getByTestId('work-counts').textContent()).toBe(
      '성공 2 · 실패 0 · 건너뜀 0 / 전체 2',
    );
    await expect.poll(() => section.getAttribute('data-polling')).toBeNull();

    // With nothing running, no more log requests go out.
    const logCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Log/GetCollectLogAll')) {
        logCalls.push(request.url());
      }
    });
    await page.waitForTimeout(4500);
    expect(logCalls).toEqual([]);
    expect(await page.getByTestId('summary-products-value').textContent()).toBe('2개');
    await saveScreenshot(page, 'collect-works-1280');
  });

  it('opens the Taobao work: the item failed with the captcha reason, and retrying fails it again', async () => {
    await workRow(taobaoWork).getByTestId('work-open').click();
    const drawer = page.getByTestId('work-detail');
    const item = drawer.getByTestId('work-item');
    await item.waitFor();
    expect(await item.getAttribute('data-state')).toBe('failed');
    expect(await item.getAttribute('data-code')).toBe(CAPTCHA_ITEM);
    const reason = await item.getByTestId('item-reason').textContent();
    expect(reason).toContain('보안 인증(캡차)');
    expect(reason).toContain('확장 프로그램');
    const source = item.getByRole('link');
    expect(await source.getAttribute('href')).toBe(
      `${emulator.baseUrls.taobaoPage}/item.htm?id=${CAPTCHA_ITEM}`,
    );
    expect(await source.getAttribute('target')).toBe('_blank');
    await saveScreenshot(page, 'collect-work-detail-1280', { fullPage: false });

    await drawer.getByTestId('retry-failed').click();
    await page.getByText('1개 항목을 다시 수집합니다.').waitFor();
    await expect
      .poll(() => item.getAttribute('data-state'), { timeout: 30_000, interval: 250 })
      .toBe('failed');
    await item.getByText('2회 시도').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await drawer.getByTestId('work-item').waitFor({ state: 'detached' });
  });

  it('shows the two Costco products in the catalogue with their images and won prices', async () => {
    await workRow(costcoWork).getByRole('link', { name: '상품 보기' }).click();
    await waitForPath(page, '/app/product/edit');
    expect(new URL(page.url()).searchParams.get('work')).toBe(String(costcoWork));
    await page.getByTestId('work-filter').waitFor();
    const rows = page.getByTestId('product-row');
    await expect.poll(() => rows.count()).toBe(2);

    for (const code of COSTCO_CODES) {
      const row = page.locator(`[data-testid="product-row"][data-code="${code}"]`);
      expect(await row.getAttribute('data-site')).toBe('costco');
      expect(await row.getByTestId('product-price').textContent()).toBe(await expectedCostcoPrice(code));
      const image = row.getByTestId('product-image');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      expect(await image.getAttribute('src')).toMatch(/^\/api\/images\//);
      expect(await row.getByTestId('product-source').getAttribute('target')).toBe('_blank');
    }
    await saveScreenshot(page, 'catalogue-1280');

    // The detail drawer shows the stored product: its Korean title and the same won price.
    const first = page.locator(`[data-testid="product-row"][data-code="${COSTCO_CODES[0]}"]`);
    const title = (await first.getByTestId('product-title').textContent()) ?? '';
    await first.getByTestId('product-title').click();
    const detail = page.getByTestId('product-detail');
    await detail.getByTestId('detail-title').waitFor();
    expect(await detail.getByTestId('detail-title').textContent()).toBe(title);
    expect(await detail.getByTestId('detail-price').textContent()).toBe(
      await expectedCostcoPrice(COSTCO_CODES[0]),
    );
    await saveScreenshot(page, 'catalogue-detail-1280', { fullPage: false });
    await page.keyboard.press('Escape');
  });

  it('shows a sold-out Costco item as 품절 in the catalogue, and filters by it', async () => {
    await page.goto('/app/product/collect');
    await page.getByTestId('collect-links').fill(`${emulator.baseUrls.costco}/p/${SOLD_OUT_CODE}`);
    await page.getByTestId('collect-submit').click();
    const result = page.getByTestId('collect-result-costco');
    await result.waitFor();
    const work = Number(await result.getAttribute('data-work'));
    await expect
      .poll(() => workRow(work).getAttribute('data-state'), { timeout: 60_000, interval: 250 })
      .toBe('done');
    await expect
      .poll(async () => page.getByTestId('summary-sold-out').textContent(), { timeout: 10_000 })
      .toContain('품절 1개');

    await page.goto('/app/product/edit?stock=soldOut');
    const rows = page.getByTestId('product-row');
    // The screen's chunk loads after the navigation: on a busy machine that took over 2 s.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().getAttribute('data-code')).toBe(SOLD_OUT_CODE);
    expect(await rows.first().getByTestId('sold-out').textContent()).toBe('품절');
    await saveScreenshot(page, 'catalogue-sold-out-1280');
    await page.goto('/app/product/edit?stock=onSale');
    await page.getByTestId('product-row').first().waitFor();
    expect(await page.locator(`[data-testid="product-row"][data-code="${SOLD_OUT_CODE}"]`).count()).toBe(0);
  });

  it('offers the extension of this server for download, with the install steps', async () => {
    await page.goto('/app/product/collect');
    const guide = page.getByTestId('extension-guide');
    const download = guide.getByTestId('extension-download');
    await download.waitFor();
    const steps = await guide.getByTestId('extension-install-steps').textContent();
    expect(steps).toContain('chrome://extensions');
    expect(steps).toContain('개발자 모드');
    expect(steps).toContain('압축해제된 확장 프로그램을 로드합니다');
    // The popup must point at this server: the steps name its address.
    expect(await guide.textContent()).toContain(new URL(baseUrl).origin);
    const answer = await page.request.get(new URL((await download.getAttribute('href'))!, baseUrl).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/zip');
    // A zip starts with a local file header.
    expect((await answer.body()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    await guide.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'collect-extension-guide-1280');
  });

  it('fits a phone: the collect screen and the catalogue as cards, nothing sticking out sideways', async () => {
    const phone = await openPage(browser, baseUrl, { width: 375, height: 800 });
    await loginInBrowser(phone, admin.username, admin.password);
    await phone.goto('/app/product/collect');
    await phone.getByTestId('works-list').waitFor();
    const overflow = () =>
      phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await saveScreenshot(phone, 'collect-375');
    await phone
      .locator(`[data-testid="work-row"][data-work="${taobaoWork}"]`)
      .getByTestId('work-open')
      .click();
    await phone.getByTestId('work-detail').getByTestId('work-item').waitFor();
    await saveScreenshot(phone, 'collect-work-detail-375', { fullPage: false });
    await phone.keyboard.press('Escape');

    await phone.goto(`/app/product/edit?work=${costcoWork}`);
    await phone.getByTestId('product-cards').waitFor();
    expect(await phone.getByTestId('product-row').count()).toBe(2);
    expect(await overflow()).toBe(0);
    await saveScreenshot(phone, 'catalogue-375');
    await phone.context().close();
  });

  it('removes the Taobao session only after confirming', async () => {
    await page.goto('/app/product/collect');
    const card = page.getByTestId('session-card');
    await card.getByText('로그인 쿠키 등록됨').waitFor();
    await page.getByTestId('session-remove').click();
    await page.getByText('저장된 타오바오 세션 쿠키를 삭제할까요?', { exact: false }).waitFor();
    await page.getByRole('button', { name: '취소' }).click();
    expect(await card.getAttribute('data-configured')).toBe('true');
    await page.getByTestId('session-remove').click();
    await page.getByTestId('confirm-action').click();
    await card.getByText('등록 안 됨').waitFor();
    expect(await card.getAttribute('data-configured')).toBe('false');
  });
});
