import { DEFAULT_NAVER_APP } from '@sellerdesk/emulators';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';

/** The settings screen's 마켓 계정: connect a SmartStore account against the emulator and check it. */
const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'market-accounts');
  page = await openPage(browser, baseUrl, { width: 1440, height: 1000 });
  await loginInBrowser(page, seller.username, seller.password);
  await page.goto('/app/setting?section=market-accounts');
  await page.getByTestId('market-accounts-section').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('market accounts', () => {
  it('connects a SmartStore account, shows its secret masked and 연결됨 after the check', async () => {
    await page.getByTestId('market-panel-SmartStore').getByTestId('market-account-add').click();
    const form = page.getByTestId('market-account-form');
    await form.getByTestId('market-account-label').fill('본점');
    await form.getByTestId('market-field-clientId').fill(DEFAULT_NAVER_APP.clientId);
    await form.getByTestId('market-field-clientSecret').fill(DEFAULT_NAVER_APP.clientSecret);
    await form.getByTestId('market-account-save').click();

    const card = page.getByTestId('market-account-본점');
    await card.waitFor();
    expect(await card.textContent()).toContain(`••••••••${DEFAULT_NAVER_APP.clientSecret.slice(-4)}`);
    expect(await page.content()).not.toContain(DEFAULT_NAVER_APP.clientSecret);
    expect(await card.getByTestId('market-account-status').textContent()).toBe('확인 전');

    await card.getByTestId('market-account-check').click();
    await expect.poll(() => card.getByTestId('market-account-status').textContent()).toBe('연결됨');
    expect(await card.getByTestId('market-account-check-result').textContent()).toContain(
      `스마트스토어에 연결되었습니다 (${DEFAULT_NAVER_APP.accountId}).`,
    );
    await saveScreenshot(page, 'market-accounts-connected');
  });

  it('shows WeMakePrice with its closure notice', async () => {
    await page.getByTestId('market-tab-WeMakePrice').click();
    const panel = page.getByTestId('market-panel-WeMakePrice');
    await panel.getByTestId('market-closed-notice').waitFor();
    expect(await panel.getByTestId('market-account-add').count()).toBe(0);
  });
});
