import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  loginInBrowser,
  newAccount,
  registerViaApi,
  type TestAccount,
} from './support/accounts';
import { currentPath, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext } from './support/context';

const { baseUrl, dataDir, admin } = e2eContext();
let browser: Browser;
let seller: TestAccount;
let sellerPage: Page;

/**
 * Every screen of the shell with its menu label; "준비 중" screens name their data-screen, built screens
 * the test id of their root.
 */
const SHELL_SCREENS: readonly {
  path: string;
  label: string;
  comingSoon?: string;
  testId?: string;
  /** Scaffolding of the spec's route list: the route opens, the seller's menu does not offer it. */
  inMenu?: false;
}[] = [
  { path: '/app/grit/start', label: '시작하기', testId: 'start-screen' },
  { path: '/app/product/collect', label: '상품 수집', testId: 'collect-screen' },
  { path: '/app/product/collect/filter', label: '수집 필터', testId: 'collect-filter-screen' },
  { path: '/app/product/edit', label: '수집 상품', testId: 'catalogue-screen' },
  { path: '/app/product/upload', label: '상품 업로드', testId: 'upload-screen' },
  { path: '/app/product/control', label: '마켓 상품 관리', testId: 'product-control-screen' },
  { path: '/app/product/control/image', label: '이미지 관리', testId: 'listing-images-screen' },
  { path: '/app/order/link', label: '주문 연동', comingSoon: 'orderLink' },
  { path: '/app/order/check', label: '주문 확인', comingSoon: 'orderCheck' },
  { path: '/app/plan', label: '요금제', comingSoon: 'plan' },
  { path: '/app/plan/resultPay', label: '결제 결과', comingSoon: 'planResult' },
  { path: '/app/notice', label: '공지사항', comingSoon: 'notice' },
  { path: '/app/setting', label: '마켓·환경 설정', testId: 'setting-screen' },
  { path: '/app/account', label: '계정' },
  { path: '/app/single', label: '단일 화면', comingSoon: 'single', inMenu: false },
  {
    path: '/app/second-menu/second',
    label: '보조 메뉴 · 두 번째 화면',
    comingSoon: 'second',
    inMenu: false,
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await createVerifiedAccount(baseUrl, dataDir, 'guards');
  sellerPage = await openPage(browser, baseUrl);
  await loginInBrowser(sellerPage, seller.username, seller.password);
});
afterAll(async () => {
  await browser?.close();
});

async function gotoAndSettle(page: Page, path: string, expectedPath: string): Promise<void> {
  await page.goto(path);
  await waitForPath(page, expectedPath);
}

describe('guards for a visitor without a session', () => {
  it('sends every login-required route to /user/login, and / too (no landing URL configured)', async () => {
    const page = await openPage(browser, baseUrl);
    for (const path of [
      '/',
      '/app',
      '/app/grit/start',
      '/app/account',
      '/app/admin',
      '/editor?productNumber=1',
    ]) {
      await gotoAndSettle(page, path, '/user/login');
      await page.getByTestId('login-screen').waitFor();
    }
    await page.context().close();
  });

  it('returns to the screen it was sent away from after logging in', async () => {
    const page = await openPage(browser, baseUrl);
    await gotoAndSettle(page, '/app/account', '/user/login');
    await loginInBrowser(page, seller.username, seller.password);
    expect(currentPath(page)).toBe('/app/account');
    await page.context().close();
  });

  it('/user goes to /user/login', async () => {
    const page = await openPage(browser, baseUrl);
    await gotoAndSettle(page, '/user', '/user/login');
    await page.context().close();
  });
});

describe('guards for logged-in users', () => {
  it('a valid session on /user/login goes to /app/grit/start', async () => {
    await gotoAndSettle(sellerPage, '/user/login', '/app/grit/start');
    await sellerPage.getByTestId('start-screen').waitFor();
  });

  it('follows the shell redirects: /app → /app/grit → /app/grit/start, /app/second-menu → second', async () => {
    await gotoAndSettle(sellerPage, '/app', '/app/grit/start');
    await gotoAndSettle(sellerPage, '/app/grit', '/app/grit/start');
    await gotoAndSettle(sellerPage, '/app/second-menu', '/app/second-menu/second');
  });

  it('sends a non-admin from /app/admin to /app/grit/start and hides the admin menu entry', async () => {
    await gotoAndSettle(sellerPage, '/app/admin', '/app/grit/start');
    await sellerPage.getByTestId('start-screen').waitFor();
    expect(await sellerPage.getByTestId('side-menu').getByText('관리자', { exact: true }).count()).toBe(0);
  });

  it('lets the admin into /app/admin', async () => {
    const page = await openPage(browser, baseUrl);
    await loginInBrowser(page, admin.username, admin.password);
    await gotoAndSettle(page, '/app/admin', '/app/admin');
    await page.locator('[data-screen="admin"]').waitFor();
    expect(await page.getByTestId('side-menu').getByText('관리자', { exact: true }).count()).toBe(1);
    await saveScreenshot(page, 'coming-soon-admin');
    await page.context().close();
  });

  it('sends a BasicUser (unverified e-mail) to /user/check-email', async () => {
    const basic = newAccount('basic');
    await registerViaApi(baseUrl, basic);
    const page = await openPage(browser, baseUrl);
    await page.goto('/user/login');
    await loginInBrowser(page, basic.username, basic.password);
    await waitForPath(page, '/user/check-email');
    for (const path of ['/app/grit/start', '/app/account', '/app/admin']) {
      await gotoAndSettle(page, path, '/user/check-email');
    }
    expect(await page.getByTestId('check-email-address').textContent()).toContain(basic.username);
    await page.context().close();
  });

  it('shows every app screen in the menu (scaffolding aside), each route opening its screen', async () => {
    const menu = sellerPage.getByTestId('side-menu');
    for (const screen of SHELL_SCREENS) {
      await gotoAndSettle(sellerPage, screen.path, screen.path);
      // Entries of screens still to come carry a "준비 중" badge in their name.
      const link = menu.getByRole('link', { name: new RegExp(`^${screen.label}(\\s*준비 중)?$`) });
      if (screen.inMenu === false) {
        expect(await link.count()).toBe(0);
      } else {
        expect(await link.getAttribute('aria-current')).toBe('page');
      }
      if (screen.comingSoon) {
        const panel = sellerPage.locator(`[data-screen="${screen.comingSoon}"]`);
        await panel.waitFor();
        expect(await panel.textContent()).toContain('준비 중');
      } else if (screen.testId) {
        await sellerPage.getByTestId(screen.testId).waitFor();
        expect(await sellerPage.locator('[data-testid="coming-soon"]').count()).toBe(0);
      }
      // Every screen names its browser tab (after its lazy chunk has rendered: on a busy machine that
      // takes longer than the poll's default second).
      await expect.poll(() => sellerPage.title(), { timeout: 15_000 }).toBe(`${screen.label} · 셀러데스크`);
    }
    await gotoAndSettle(sellerPage, '/app/order/link', '/app/order/link');
    await saveScreenshot(sellerPage, 'coming-soon-order-link');
  });

  it.each([900, 640])(
    'reaches the last menu entry on a 1440×%ipx screen (the docked menu scrolls)',
    async (height) => {
      const page = await openPage(browser, baseUrl, { width: 1440, height });
      await loginInBrowser(page, admin.username, admin.password);
      const menu = page.getByTestId('side-menu');
      await menu.waitFor();
      const last = menu.getByRole('link').last();
      expect(await last.textContent()).toContain('관리자');
      await last.scrollIntoViewIfNeeded();
      const box = await last.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      await saveScreenshot(page, `menu-1440x${height}`, { fullPage: false });
      await last.click();
      await waitForPath(page, '/app/admin');
      await page.context().close();
    },
  );

  it('opens the editor popup route for a logged-in user', async () => {
    await gotoAndSettle(sellerPage, '/editor?productNumber=6543210&site=taobao', '/editor');
    await sellerPage.locator('[data-screen="editor"]').waitFor();
    expect(await sellerPage.getByText('상품 번호 6543210 · 타오바오').isVisible()).toBe(true);
    await saveScreenshot(sellerPage, 'editor-popup');
  });
});

describe('error screens', () => {
  it('shows 존재하지않는 페이지 입니다 with an error code for unknown paths, and goes back', async () => {
    const page = await openPage(browser, baseUrl);
    for (const path of ['/no/such/page', '/app/nothing-here', '/error']) {
      await page.goto(path);
      const screen = page.getByTestId('not-found');
      await screen.waitFor();
      expect(await screen.textContent()).toContain('존재하지않는 페이지 입니다');
      expect(await page.getByTestId('error-code').textContent()).toBe('오류 코드 404');
      expect(currentPath(page)).toBe(path);
    }
    await saveScreenshot(page, 'error-404');

    // Opened directly there is no earlier page in the app: "뒤로 가기" goes to the start screen instead
    // (whose guard sends this visitor on to the login screen).
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await waitForPath(page, '/user/login');

    // Within the app's history it returns to the previous screen.
    await page.goto('/user/register');
    await page.getByTestId('register-screen').waitFor();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', '/definitely/missing');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await waitForPath(page, '/user/register');
    await page.context().close();
  });

  it('a screen whose code fails to load shows an error with a reload button, inside the shell', async () => {
    const page = await openPage(browser, baseUrl);
    await loginInBrowser(page, seller.username, seller.password);
    await page.route(/\/assets\/account-screen-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.getByTestId('side-menu').getByRole('link', { name: '계정', exact: true }).click();
    const error = page.getByTestId('route-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('화면을 불러오지 못했습니다');
    // The shell stays: the menu is still there to go elsewhere.
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    await saveScreenshot(page, 'chunk-load-error');

    await page.unroute(/\/assets\/account-screen-[^/]+\.js$/);
    await page.getByRole('button', { name: '새로고침' }).click();
    await page.getByTestId('change-password').waitFor();
    await page.context().close();
  });

  it('shows the unauthorized screen text', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto('/unauthorized');
    const screen = page.getByTestId('unauthorized');
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('Unauthorized Access Attempt');
    expect(text).toContain('you are not authorized to view the page you are trying to access');
    await saveScreenshot(page, 'unauthorized');
    await page.context().close();
  });
});
