import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser, type TestAccount } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext } from './support/context';

const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let account: TestAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createVerifiedAccount(baseUrl, dataDir, 'responsive');
});
afterAll(async () => {
  await browser?.close();
});

async function shellAt(width: number, height: number): Promise<Page> {
  const page = await openPage(browser, baseUrl, { width, height });
  await loginInBrowser(page, account.username, account.password);
  await page.getByTestId('start-screen').waitFor();
  return page;
}

/** Nothing may stick out sideways: the page scrolls only vertically. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('layout across widths', () => {
  it('1600px: the side menu is docked and the menu-state button replaces the burger', async () => {
    const page = await shellAt(1600, 1000);
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-cycle').isVisible()).toBe(true);
    expect(await page.getByTestId('menu-burger').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it('1280px (under the 1440px menu-hiding width): menu behind a burger, opened as a drawer', async () => {
    const page = await shellAt(1280, 900);
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('menu-cycle').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'start-1280');

    await page.getByTestId('menu-burger').click();
    const drawerMenu = page.getByTestId('menu-drawer').getByTestId('side-menu');
    await drawerMenu.waitFor();
    await saveScreenshot(page, 'menu-drawer-1280', { fullPage: false });
    await drawerMenu.getByRole('link', { name: /^상품 업로드/ }).click();
    await waitForPath(page, '/app/product/upload');
    // Navigating puts the drawer away.
    await drawerMenu.waitFor({ state: 'detached' });
    await page.getByTestId('upload-screen').waitFor();
    await page.context().close();
  });

  it('375px (mobile): compact header, full-width drawer, no sideways scrolling, go-top button', async () => {
    const page = await shellAt(375, 800);
    expect(await horizontalOverflow(page)).toBe(0);
    // The header drops the product name and the user's name to fit.
    expect(await page.getByTestId('user-menu').textContent()).not.toContain(account.name);
    await saveScreenshot(page, 'start-375');

    await page.getByTestId('menu-burger').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.getByTestId('side-menu').waitFor();
    const drawerWidth = await drawer
      .locator('.mantine-Drawer-content')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(drawerWidth).toBe(375);
    await saveScreenshot(page, 'menu-drawer-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer.getByTestId('side-menu').waitFor({ state: 'detached' });

    // The start screen is taller than the phone: scrolling down shows the go-top button.
    await page.mouse.wheel(0, 2000);
    const goTop = page.getByTestId('go-top');
    await goTop.waitFor();
    await goTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await goTop.waitFor({ state: 'detached' });

    await page.goto('/app/account');
    await page.getByTestId('change-password').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'account-375');
    await page.context().close();
  });

  it('375px: the login and register screens fit', async () => {
    const page = await openPage(browser, baseUrl, { width: 375, height: 800 });
    await page.goto('/user/login');
    await page.getByTestId('login-screen').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'login-375');
    await page.goto('/user/register');
    await page.getByTestId('register-screen').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await saveScreenshot(page, 'register-375');
    await page.context().close();
  });
});
