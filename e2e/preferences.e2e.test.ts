import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';
import { readLocalStorage } from './support/session';

const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let page: Page;

type LookAndFeel = {
  theme: string | undefined;
  scheme: string | null;
  dir: string | null;
  radius: string | undefined;
  menuState: string | null;
  navbarWidth: number | null;
  brandShade6: string;
  defaultRadius: string;
};

/** What the page actually applies: html attributes, the shell's menu state and Mantine's CSS variables. */
async function lookAndFeel(): Promise<LookAndFeel> {
  await page.getByTestId('start-screen').waitFor();
  return page.evaluate(() => {
    const html = document.documentElement;
    const styles = getComputedStyle(html);
    const navbar = document.querySelector<HTMLElement>('.mantine-AppShell-navbar');
    const navbarBox = navbar?.getBoundingClientRect();
    const navbarVisible = navbarBox != null && navbarBox.right > 0 && navbarBox.left < window.innerWidth;
    return {
      theme: html.dataset.theme,
      scheme: html.getAttribute('data-mantine-color-scheme'),
      dir: html.getAttribute('dir'),
      radius: html.dataset.radius,
      menuState: document.querySelector('[data-testid="app-shell"]')?.getAttribute('data-menu-state') ?? null,
      navbarWidth: navbarVisible ? Math.round(navbarBox.width) : null,
      brandShade6: styles.getPropertyValue('--mantine-color-brand-6').trim(),
      defaultRadius: styles.getPropertyValue('--mantine-radius-default').trim(),
    };
  });
}

/** Clicks an option of a segmented control (its label, as a user would). */
async function chooseSegment(testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).locator('label', { hasText: label }).click();
}

async function reload(): Promise<void> {
  await page.reload();
  await page.getByTestId('start-screen').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const account = await createVerifiedAccount(baseUrl, dataDir, 'prefs');
  page = await openPage(browser, baseUrl, { width: 1600, height: 1000 });
  await loginInBrowser(page, account.username, account.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('look-and-feel preferences', () => {
  it('starts with light.blueolympic, rounded corners, left-to-right and the full side menu', async () => {
    expect(await lookAndFeel()).toMatchObject({
      theme: 'light.blueolympic',
      scheme: 'light',
      dir: 'ltr',
      radius: 'rounded',
      menuState: 'full',
      navbarWidth: 264,
      brandShade6: '#0081c8',
    });
  });

  it('cycles the side menu through its 4 states by clicks, each surviving a reload', async () => {
    const expected = [
      { menuState: 'compact', navbarWidth: 212 },
      { menuState: 'icons', navbarWidth: 72 },
      { menuState: 'hidden', navbarWidth: null },
      { menuState: 'full', navbarWidth: 264 },
    ];
    for (const state of expected) {
      await page.getByTestId('menu-cycle').click();
      await page.waitForTimeout(350); // navbar width transition
      expect(await lookAndFeel()).toMatchObject(state);
      expect(await readLocalStorage(page, 'sellerdesk.menuState')).toBe(state.menuState);
      await reload();
      await page.waitForTimeout(350);
      expect(await lookAndFeel()).toMatchObject(state);
      if (state.menuState === 'icons') {
        expect(await page.getByTestId('side-menu').getAttribute('data-variant')).toBe('icons');
        await saveScreenshot(page, 'menu-icons');
      }
      if (state.menuState === 'compact') {
        await saveScreenshot(page, 'menu-compact');
      }
      if (state.menuState === 'hidden') {
        await saveScreenshot(page, 'menu-hidden');
      }
    }
  });

  it('switches theme, radius and direction in the settings panel and remembers them across a reload', async () => {
    await page.getByTestId('open-settings').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByText('테마 색상').waitFor();
    await saveScreenshot(page, 'settings-drawer', { fullPage: false });

    await chooseSegment('theme-scheme', '다크');
    await page.locator('[data-theme-color="redruby"]').click();
    await chooseSegment('radius', '각지게');
    await chooseSegment('direction', '오른쪽 → 왼쪽');
    await expect.poll(async () => (await lookAndFeel()).theme).toBe('dark.redruby');

    const chosen = {
      theme: 'dark.redruby',
      scheme: 'dark',
      dir: 'rtl',
      radius: 'square',
      brandShade6: '#c8174f',
      defaultRadius: '0rem',
    };
    expect(await lookAndFeel()).toMatchObject(chosen);
    expect(await readLocalStorage(page, 'sellerdesk.theme')).toBe('dark.redruby');
    expect(await readLocalStorage(page, 'sellerdesk.radius')).toBe('square');
    expect(await readLocalStorage(page, 'sellerdesk.direction')).toBe('rtl');

    await page.keyboard.press('Escape');
    await reload();
    expect(await lookAndFeel()).toMatchObject(chosen);
    // The interface text stays Korean whatever the look.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('님, 안녕하세요');
    await saveScreenshot(page, 'start-dark-redruby-rtl');
  });

  it('language enrtl keeps Korean text but forces right-to-left; en returns to the chosen direction', async () => {
    await page.getByTestId('open-settings').click();
    await chooseSegment('direction', '왼쪽 → 오른쪽');
    await expect.poll(async () => (await lookAndFeel()).dir).toBe('ltr');

    await page.getByTestId('language').click();
    await page.getByRole('option', { name: /^enrtl · / }).click();
    await expect.poll(async () => (await lookAndFeel()).dir).toBe('rtl');
    expect(await readLocalStorage(page, 'sellerdesk.language')).toBe('enrtl');
    await page.keyboard.press('Escape');
    await reload();
    expect((await lookAndFeel()).dir).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('님, 안녕하세요');

    await page.getByTestId('open-settings').click();
    await page.getByTestId('language').click();
    await page.getByRole('option', { name: /^en · / }).click();
    await expect.poll(async () => (await lookAndFeel()).dir).toBe('ltr');
  });

  it('every one of the 20 themes loads from its own module', async () => {
    const loaded: string[] = [];
    for (const scheme of ['라이트', '다크']) {
      await chooseSegment('theme-scheme', scheme);
      for (const color of [
        'bluenavy',
        'blueolympic',
        'blueyale',
        'greenlime',
        'greenmoss',
        'greysteel',
        'orangecarrot',
        'purplemonster',
        'redruby',
        'yellowgranola',
      ]) {
        await page.locator(`[data-theme-color="${color}"]`).click();
        const name = `${scheme === '라이트' ? 'light' : 'dark'}.${color}`;
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(name);
        loaded.push(name);
      }
    }
    expect(new Set(loaded).size).toBe(20);
    await chooseSegment('theme-scheme', '다크');
    await page.locator('[data-theme-color="greenmoss"]').click();
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'start-dark-greenmoss');
  });

  it('resets to the defaults', async () => {
    await page.getByTestId('open-settings').click();
    await page.getByRole('button', { name: '기본값으로 되돌리기' }).click();
    await expect.poll(async () => (await lookAndFeel()).theme).toBe('light.blueolympic');
    await page.keyboard.press('Escape');
    await reload();
    expect(await lookAndFeel()).toMatchObject({
      theme: 'light.blueolympic',
      radius: 'rounded',
      dir: 'ltr',
      menuState: 'full',
    });
  });
});
