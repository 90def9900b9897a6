import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { e2eContext } from './support/context';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 8 §3: the app, the /editor popup and the chat widget work under the server's Content-Security-
 * Policy (no inline scripts). Every screen is visited in Chromium while CSP violations are collected
 * from the `securitypolicyviolation` event and the console.
 */
const { baseUrl, admin } = e2eContext();
let browser: Browser;

const PUBLIC_SCREENS = [
  '/user/login',
  '/user/register',
  '/user/check-email',
  '/user/reset-password',
  '/unauthorized',
  '/error',
  '/no-such-page',
];
const SHELL_SCREENS = [
  '/app/grit/start',
  '/app/product/collect',
  '/app/product/collect/filter',
  '/app/product/edit',
  '/app/product/upload',
  '/app/product/control',
  '/app/product/control/image',
  '/app/order/link',
  '/app/order/check',
  '/app/plan',
  '/app/plan/resultPay',
  '/app/notice',
  '/app/setting',
  '/app/account',
  '/app/single',
  '/app/second-menu/second',
  '/app/admin',
  '/editor?productNumber=1&site=taobao',
];

type Watched = { page: Page; violations: string[] };

/** A page whose CSP violations (event and console) end up in `violations`. */
async function watchedPage(origin: string): Promise<Watched> {
  const page = await openPage(browser, origin);
  const violations: string[] = [];
  await page.context().exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} (${document.location.pathname})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return { page, violations };
}

async function visit(watched: Watched, path: string): Promise<void> {
  const response = await watched.page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'(;| https)/);
  await watched.page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app under its Content-Security-Policy', () => {
  it('shows every public screen without a violation', async () => {
    const watched = await watchedPage(baseUrl);
    for (const path of PUBLIC_SCREENS) {
      await visit(watched, path);
    }
    // The settings drawer (a lazily loaded part) opens too.
    await visit(watched, '/user/login');
    await watched.page.getByTestId('open-settings').click();
    await watched.page.getByRole('dialog').waitFor();
    await watched.page.waitForLoadState('networkidle');
    expect(watched.violations).toEqual([]);
    await watched.page.context().close();
  });

  it('shows every screen of the shell and the editor popup without a violation', async () => {
    const watched = await watchedPage(baseUrl);
    await loginInBrowser(watched.page, admin.username, admin.password);
    for (const path of SHELL_SCREENS) {
      await visit(watched, path);
    }
    expect(watched.violations).toEqual([]);
    await watched.page.context().close();
  });

  it('would report an inline script (the check can fail)', async () => {
    const watched = await watchedPage(baseUrl);
    await visit(watched, '/user/login');
    const ran = await watched.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    expect(watched.violations.some((v) => v.startsWith('script-src'))).toBe(true);
    await watched.page.context().close();
  });
});

describe('the chat widget under the policy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CHANNEL_TALK_PLUGIN_KEY: 'e2e-csp-plugin-key' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('loads and boots the vendor script with no violation', async () => {
    const account = await createVerifiedAccount(server.baseUrl, server.dataDir, 'csp-chat');
    const watched = await watchedPage(server.baseUrl);
    // Stands in for the vendor script (tests never reach the internet), served from the vendor's address.
    await watched.page.route('https://cdn.channel.io/plugin/ch-plugin-web.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'window.__channelLoaded = (window.ChannelIO && window.ChannelIO.q || []).length;',
      }),
    );
    await loginInBrowser(watched.page, account.username, account.password);
    await visit(watched, '/app/grit/start');
    await watched.page.waitForFunction(
      () => (window as { __channelLoaded?: number }).__channelLoaded != null,
    );
    expect(await watched.page.evaluate(() => (window as { __channelLoaded?: number }).__channelLoaded)).toBe(
      1,
    );
    expect(watched.violations).toEqual([]);
    await watched.page.context().close();
  });
});
