import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser, type TestAccount } from './support/accounts';
import { field, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext } from './support/context';
import { readStoredSession, replaceStoredTokens } from './support/session';
import { breakSignature, forgeExpiredToken, readClaims } from './support/tokens';

const { baseUrl, dataDir, jwtSecret } = e2eContext();
let browser: Browser;
let account: TestAccount;

/** Counts the app's API calls by path while the page runs. */
function recordApiCalls(page: Page): { paths: string[]; statuses: Map<string, number[]> } {
  const record = { paths: [] as string[], statuses: new Map<string, number[]>() };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) {
      return;
    }
    record.paths.push(url.pathname);
    record.statuses.set(url.pathname, [...(record.statuses.get(url.pathname) ?? []), response.status()]);
  });
  return record;
}

async function loggedInPage(): Promise<Page> {
  const page = await openPage(browser, baseUrl);
  await loginInBrowser(page, account.username, account.password);
  await page.getByTestId('start-screen').waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createVerifiedAccount(baseUrl, dataDir, 'session');
});
afterAll(async () => {
  await browser?.close();
});

describe('the 401 policy in the browser', () => {
  it('refreshes an expired access token once, stores the rotated tokens and carries on', async () => {
    const page = await loggedInPage();
    const before = await readStoredSession(page);
    const expired = forgeExpiredToken(before.localAccessToken ?? '', jwtSecret);
    expect(readClaims(expired).exp).toBeLessThan(Date.now() / 1000);
    await replaceStoredTokens(page, { accessToken: expired });

    const calls = recordApiCalls(page);
    await page.reload();
    await page.getByTestId('start-screen').waitFor();

    // GET /auth/user answered 401 (expired), one refresh, then the same call again with the new token.
    expect(calls.statuses.get('/api/auth/user')).toEqual([401, 200]);
    expect(calls.statuses.get('/api/auth/refreshToken')).toEqual([200]);
    const after = await readStoredSession(page);
    expect(after.localAccessToken).not.toBe(expired);
    expect(after.localAccessToken).not.toBe(before.localAccessToken);
    expect(after.localRefreshToken).not.toBe(before.localRefreshToken);
    expect(after.cookieAccessToken).toBe(after.localAccessToken);
    expect(after.cookieRefreshToken).toBe(after.localRefreshToken);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${account.name}님, 안녕하세요`);

    // The app keeps working with the new session.
    await page.getByRole('link', { name: '계정', exact: true }).click();
    await waitForPath(page, '/app/account');
    await page.context().close();
  });

  it('logs out when the access token signature is invalid', async () => {
    const page = await loggedInPage();
    const before = await readStoredSession(page);
    await replaceStoredTokens(page, { accessToken: breakSignature(before.localAccessToken ?? '') });

    const calls = recordApiCalls(page);
    await page.reload();
    await waitForPath(page, '/user/login');
    await page.getByTestId('login-screen').waitFor();
    expect(calls.statuses.get('/api/auth/user')).toEqual([401]);
    expect(calls.paths).not.toContain('/api/auth/refreshToken');
    expect(await readStoredSession(page)).toEqual({
      localAccessToken: null,
      localRefreshToken: null,
      cookieAccessToken: null,
      cookieRefreshToken: null,
    });
    await page.getByText('로그인이 해제되었습니다. 다시 로그인해주세요.').waitFor();
    await page.context().close();
  });

  it('a refused refresh removes the tokens and shows 로그인 갱신에 실패하였습니다. on the login screen', async () => {
    const page = await loggedInPage();
    const before = await readStoredSession(page);
    await replaceStoredTokens(page, {
      accessToken: forgeExpiredToken(before.localAccessToken ?? '', jwtSecret),
      refreshToken: 'not-a-refresh-token-we-ever-issued',
    });

    const calls = recordApiCalls(page);
    await page.reload();
    await waitForPath(page, '/user/login');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('로그인 갱신에 실패하였습니다.');
    expect(calls.statuses.get('/api/auth/refreshToken')).toEqual([401]);
    expect((await readStoredSession(page)).localRefreshToken).toBeNull();
    expect((await readStoredSession(page)).cookieAccessToken).toBeNull();
    await saveScreenshot(page, 'login-refresh-failed');
    await page.context().close();
  });

  it('a refresh token spent by another session is refused (rotation), ending this session', async () => {
    const page = await loggedInPage();
    const stolen = await readStoredSession(page);
    // Someone else uses the refresh token first; its rotation leaves this tab holding a spent one.
    const response = await fetch(`${baseUrl}/api/auth/refreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: stolen.localAccessToken, refreshToken: stolen.localRefreshToken }),
    });
    expect(response.status).toBe(200);

    await replaceStoredTokens(page, {
      accessToken: forgeExpiredToken(stolen.localAccessToken ?? '', jwtSecret),
    });
    await page.reload();
    await waitForPath(page, '/user/login');
    await page.getByTestId('login-error').waitFor();
    expect((await readStoredSession(page)).localAccessToken).toBeNull();
    await page.context().close();
  });
});

describe('the return path belongs to a session', () => {
  it('is dropped on logout: the next user to log in starts at the start screen, not on the last page', async () => {
    const other = await createVerifiedAccount(baseUrl, dataDir, 'session-next');
    const page = await loggedInPage();
    await page.goto('/app/account');
    await page.getByTestId('app-shell').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/user/login');

    await loginInBrowser(page, other.username, other.password);
    await page.getByTestId('start-screen').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/grit/start');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain(other.name);
    await page.context().close();
  });

  it('a session the server ended returns its own user to the page, but not another user', async () => {
    const other = await createVerifiedAccount(baseUrl, dataDir, 'session-other');
    for (const [who, expected] of [
      [account, '/app/account'],
      [other, '/app/grit/start'],
    ] as const) {
      const page = await loggedInPage();
      await page.goto('/app/account');
      await page.getByTestId('app-shell').waitFor();
      const stored = await readStoredSession(page);
      // The server no longer accepts the session (a broken signature logs out at once).
      await replaceStoredTokens(page, { accessToken: breakSignature(stored.localAccessToken ?? '') });
      await page.reload();
      await waitForPath(page, '/user/login');
      await page.getByTestId('login-screen').waitFor();

      await field(page, '이메일').fill(who.username);
      await field(page, '비밀번호').fill(who.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await waitForPath(page, expected);
      await page.context().close();
    }
  });
});
