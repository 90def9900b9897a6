import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-artifacts', 'screenshots');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags for every browser test (web and extension): no sandbox (root in CI), no GPU, and no
 * network activity of its own — this machine's closed network refuses its background connections.
 */
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, headless, without any network activity of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...QUIET_CHROMIUM_ARGS] });
}

export type PageOptions = { width?: number; height?: number };

/** A fresh browser context (empty storage and cookies) and page at the given viewport. */
export async function openPage(browser: Browser, baseUrl: string, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1600, height: options.height ?? 1000 },
    locale: 'ko-KR',
  });
  // Tests never reach the internet: anything not served by the test server is refused (a test that
  // needs an outside address answers it itself with page.route, which takes precedence).
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Saves a screenshot to test-artifacts/screenshots/<name>.png: the whole page, or only the viewport
 * (`fullPage: false`) when fixed overlays such as drawers are the subject.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const fullPage = options.fullPage ?? true;
  // A whole-page shot of a scrolled page draws the fixed header where the viewport was: start at the top.
  if (fullPage) {
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // Let transitions settle (drawers, and the progress bar, which hides 800 ms after the last request).
  await page.waitForTimeout(1300);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The path part of the page's current address. */
export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** A form field by its exact label; Mantine appends " *" to required labels. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
