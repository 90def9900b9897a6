import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser, type TestAccount } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The server's public config drives the web app: the landing site for `/`, the chat widget's plugin key
 * and the default text direction. This file runs its own server with all three set.
 */
const LANDING_URL = 'https://landing.sellerdesk.test/';
const PLUGIN_KEY = 'e2e-plugin-key';
const CHANNEL_SCRIPT = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

// Stands in for the vendor script: takes over the queued commands and records every later one.
const FAKE_CHANNEL_SCRIPT = `(function () {
  var queued = (window.ChannelIO && window.ChannelIO.q) || [];
  var calls = (window.__channelCalls = []);
  window.ChannelIO = function () { calls.push(Array.prototype.slice.call(arguments)); };
  queued.forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
})();`;

let server: RunningServer;
let browser: Browser;
let account: TestAccount;

async function configuredPage(): Promise<{ page: Page; scriptRequests: string[] }> {
  const page = await openPage(browser, server.baseUrl);
  const scriptRequests: string[] = [];
  await page.route(CHANNEL_SCRIPT, (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_CHANNEL_SCRIPT });
  });
  await page.route(LANDING_URL, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<html><body><h1>랜딩 페이지</h1></body></html>',
    }),
  );
  return { page, scriptRequests };
}

function channelCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window as unknown as { __channelCalls?: unknown[][] }).__channelCalls ?? []);
}

beforeAll(async () => {
  server = await startServer({
    LANDING_URL,
    CHANNEL_TALK_PLUGIN_KEY: PLUGIN_KEY,
    DEFAULT_DIRECTION: 'rtl',
  });
  browser = await launchBrowser();
  account = await createVerifiedAccount(server.baseUrl, server.dataDir, 'config');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('public config', () => {
  it('/ goes to the configured landing site', async () => {
    const { page } = await configuredPage();
    await page.goto('/');
    await page.waitForURL(LANDING_URL);
    expect(await page.getByRole('heading').textContent()).toBe('랜딩 페이지');
    await page.context().close();
  });

  it('uses the configured default direction until the user chooses one', async () => {
    const { page } = await configuredPage();
    await page.goto('/user/login');
    await page.getByTestId('login-screen').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.evaluate(() => window.localStorage.setItem('sellerdesk.direction', 'ltr'));
    await page.reload();
    await page.getByTestId('login-screen').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.context().close();
  });

  it('boots the chat widget with the member details after login and shuts it down on logout', async () => {
    const { page, scriptRequests } = await configuredPage();
    await page.goto('/user/login');
    await page.getByTestId('login-screen').waitFor();
    // Nobody to chat as yet: the script is not even loaded for anonymous visitors.
    expect(scriptRequests).toEqual([]);

    await loginInBrowser(page, account.username, account.password);
    await expect
      .poll(() => channelCalls(page))
      .toContainEqual([
        'boot',
        {
          pluginKey: PLUGIN_KEY,
          memberId: account.username,
          profile: { name: account.name, email: account.username, mobileNumber: '01012345678', role: 'User' },
        },
      ]);
    expect(scriptRequests).toEqual([CHANNEL_SCRIPT]);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-screen').waitFor();
    expect((await channelCalls(page)).at(-1)).toEqual(['shutdown']);
    await page.context().close();
  });
});
