import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS, SCREENSHOT_DIR } from '../../../../e2e/support/browser';

export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  close(): Promise<void>;
};

/**
 * Chromium with the unpacked extension loaded. Extensions need Chromium's new headless mode, so the
 * flag is passed here and Playwright is told not to add its own.
 */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sellerdesk-extension-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    locale: 'ko-KR',
    viewport: { width: 1280, height: 900 },
    args: [
      '--headless=new',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...QUIET_CHROMIUM_ARGS,
      // Tests never reach the internet: every host but the local servers fails to resolve, so the
      // pages' references to the sites' CDNs fail at once. (Not Playwright routing: that would hold
      // every request of the background tab until the test process answers it.)
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const worker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  return {
    context,
    worker,
    extensionId: new URL(worker.url()).host,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `extension-${name}.png`);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage });
  return file;
}
