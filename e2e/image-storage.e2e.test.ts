import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';

const { baseUrl, dataDir } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('이미지 저장소 (settings)', () => {
  it('uploads photos, shows them in the usage figures and resets a type after confirming', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'images');
    const page = await openPage(browser, baseUrl);
    await loginInBrowser(page, account.username, account.password);
    await page.goto('/app/setting?section=image-storage');
    const section = page.getByTestId('image-storage-section');
    await section.waitFor();
    await page.getByTestId('image-storage-totals').getByText('이미지 0장').waitFor();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6fdf' } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'SecretCamMaker' } })
      .toBuffer();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#f0a020' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'badge.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByText('이미지 2장을 업로드했습니다.').waitFor();
    await page.getByTestId('image-storage-totals').getByText('이미지 2장').waitFor();
    await page.getByTestId('image-recent').locator('img').nth(1).waitFor();
    expect(await page.getByTestId('image-type-edit').textContent()).toContain('2');
    await page.getByTestId('image-usage-chart').waitFor();

    // The stored photo came back without its EXIF.
    const src = await page.getByTestId('image-recent').locator('img').first().getAttribute('src');
    const stored = Buffer.from(await (await page.request.get(new URL(src!, baseUrl).toString())).body());
    expect(stored.includes('SecretCamMaker')).toBe(false);
    await saveScreenshot(page, 'image-storage');

    // A GIF is refused by the page with the rule's words.
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await page.getByTestId('image-upload-error').getByText('jpeg, jpg, png 이미지만').waitFor();

    await page.getByTestId('reset-edit').click();
    await page.getByTestId('image-reset-dialog').getByText('상세 편집기 이미지 2장').waitFor();
    await saveScreenshot(page, 'image-storage-reset-confirm');
    await page.getByTestId('confirm-action').click();
    await page.getByText('상세 편집기 이미지 2장을 삭제했습니다.').waitFor();
    await page.getByTestId('image-storage-totals').getByText('이미지 0장').waitFor();
    await page.context().close();
  });
});
