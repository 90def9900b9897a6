import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { currentPath, field, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext } from './support/context';
import { extractVerificationLink, waitForMail } from './support/mail';
import { readStoredSession } from './support/session';

const { baseUrl, dataDir } = e2eContext();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new user', () => {
  it('registers, verifies the e-mail from the .eml link, logs in and lands on the start screen', async () => {
    const account = newAccount('signup');
    const page = await openPage(browser, baseUrl);

    // Register: terms need every required consent; "전체 동의" ticks them all.
    await page.goto('/user/register');
    await page.getByTestId('terms-consent').waitFor();
    await saveScreenshot(page, 'register');
    await field(page, '이메일').fill(account.username);
    await field(page, '비밀번호').fill(account.password);
    await field(page, '비밀번호 확인').fill(account.password);
    await field(page, '이름').fill(account.name);
    await field(page, '휴대전화 번호').fill('01012345678');
    expect(await field(page, '휴대전화 번호').inputValue()).toBe('010-1234-5678');

    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => page.getByText('필수 약관에 모두 동의해주세요.').isVisible()).toBe(true);
    await page.getByTestId('agree-all').check();
    for (const term of ['service', 'privacy', 'marketing']) {
      expect(await page.locator(`input[data-term="${term}"]`).isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: '가입하기' }).click();

    // Logged in as BasicUser: the check-email screen names the address and can resend.
    await waitForPath(page, '/user/check-email');
    await expect
      .poll(() => page.getByTestId('check-email-address').textContent())
      .toContain(account.username);
    await saveScreenshot(page, 'check-email-pending');
    const resentAt = Date.now();
    await page.getByTestId('resend-verification').click();
    await page.getByText(`${account.username} 주소로 인증 메일을 다시 보냈습니다.`).waitFor();

    // The mailed link (the resent one) verifies the account and logs this device out.
    const link = await waitForMail(dataDir, account.username, extractVerificationLink, {
      after: resentAt - 1000,
    });
    expect(new URL(link).origin).toBe(baseUrl);
    await page.goto(link);
    await page.getByTestId('verify-success').waitFor();
    expect(await page.getByTestId('verify-success').textContent()).toContain('이메일 인증이 완료되었습니다');
    await saveScreenshot(page, 'check-email-verified');
    const stored = await readStoredSession(page);
    expect(stored).toEqual({
      localAccessToken: null,
      localRefreshToken: null,
      cookieAccessToken: null,
      cookieRefreshToken: null,
    });

    // Log in again: the verified user reaches the start screen inside the shell.
    await page.getByRole('link', { name: '로그인하기' }).click();
    await waitForPath(page, '/user/login');
    await page.getByTestId('login-screen').waitFor();
    await field(page, '이메일').fill(account.username);
    await field(page, '비밀번호').fill(account.password);
    await saveScreenshot(page, 'login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await waitForPath(page, '/app/grit/start');
    await page.getByTestId('start-screen').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${account.name}님, 안녕하세요`);
    expect(await page.getByTestId('email-card').textContent()).toContain(account.username);
    expect(await page.getByTestId('plan-card').textContent()).toContain('무료');
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('workflow').locator('[data-step]').count()).toBe(6);
    await saveScreenshot(page, 'start-1600');

    // The stored session is in both localStorage and cookies.
    const session = await readStoredSession(page);
    expect(session.localAccessToken).toBeTruthy();
    expect(session.cookieAccessToken).toBe(session.localAccessToken);
    expect(session.cookieRefreshToken).toBe(session.localRefreshToken);

    // Logout from the user menu clears both and returns to the login screen.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/user/login');
    expect((await readStoredSession(page)).localAccessToken).toBeNull();
    expect((await readStoredSession(page)).cookieRefreshToken).toBeNull();
    expect(currentPath(page)).toBe('/user/login');
    await page.context().close();
  });

  it('keeps a refused login as an error on the login screen until it is closed', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto('/user/login');
    await field(page, '이메일').fill('nobody@example.com');
    await field(page, '비밀번호').fill('wrong-password1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('아이디 또는 비밀번호가 올바르지 않습니다.');
    await saveScreenshot(page, 'login-error');

    // Typing again does not clear it; only closing it (or logging in) does.
    await field(page, '비밀번호').fill('another-try1');
    expect(await error.isVisible()).toBe(true);
    await error.getByRole('button').click();
    await error.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
