import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, launchBrowser, openPage } from './support/browser';
import { e2eContext } from './support/context';

const { baseUrl } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether a script is (or contains) zod: its classes register under names like `$ZodType`. */
const isZod = (source: string) => source.includes('$ZodType');

describe('the login screen', () => {
  it('loads without zod, and checks its fields with the shared contract loaded on the first submit', async () => {
    const page = await openPage(browser, baseUrl);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response);
      }
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/')) {
        apiCalls.push(request.url());
      }
    });

    await page.goto('/user/login');
    await page.getByTestId('login-screen').waitFor();
    const firstLoad = [...scripts];
    expect(firstLoad.length).toBeGreaterThan(0);
    const sources = await Promise.all(firstLoad.map((response) => response.text()));
    expect(sources.filter(isZod)).toEqual([]);

    await field(page, '이메일').fill('not-an-address');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByText('이메일 주소 형식이 올바르지 않습니다.').waitFor();
    expect(await page.getByText('값을 입력해주세요.').isVisible()).toBe(true);
    // The contract refused the form in the browser: nothing went to the server.
    expect(apiCalls).toEqual([]);
    const later = await Promise.all(scripts.slice(firstLoad.length).map((response) => response.text()));
    expect(later.some(isZod)).toBe(true);
    await page.context().close();
  });
});
