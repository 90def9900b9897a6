import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser, type TestAccount } from './support/accounts';
import { field, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { e2eContext } from './support/context';
import { extractTemporaryPassword, waitForMail } from './support/mail';
import { readStoredSession } from './support/session';

const { baseUrl, dataDir } = e2eContext();
const NEW_PASSWORD = 'Harbor-Tulip-Ember8';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('account screen', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createVerifiedAccount(baseUrl, dataDir, 'account');
  });

  it('updates the profile and changes the password with a success state', async () => {
    const page = await openPage(browser, baseUrl);
    await loginInBrowser(page, account.username, account.password);
    await page.goto('/app/account');
    await field(page, '이름').waitFor();
    expect(await field(page, '휴대전화 번호').inputValue()).toBe('010-1234-5678');
    await saveScreenshot(page, 'account');

    await field(page, '이름').fill('박판매');
    await field(page, '휴대전화 번호').fill('01098765432');
    await page.getByTestId('save-profile').click();
    await page.getByText('프로필을 저장했습니다.').waitFor();
    // The header follows the saved name.
    expect(await page.getByTestId('user-menu').textContent()).toContain('박판매');

    const before = await readStoredSession(page);
    await field(page, '현재 비밀번호').fill(account.password);
    // A common password is refused in the form with the server's Korean reason, before anything is sent.
    await field(page, '새 비밀번호').fill('qwerty123');
    await field(page, '새 비밀번호 확인').fill('qwerty123');
    await page.getByTestId('change-password').click();
    await page.getByText(/비밀번호가 너무 쉽습니다\..*서로 관계없는 단어/).waitFor();
    await saveScreenshot(page, 'account-password-too-weak');

    await field(page, '새 비밀번호').fill(NEW_PASSWORD);
    await field(page, '새 비밀번호 확인').fill(`${NEW_PASSWORD}?`);
    await page.getByTestId('change-password').click();
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();

    await field(page, '새 비밀번호 확인').fill(NEW_PASSWORD);
    await page.getByTestId('change-password').click();
    await page.getByTestId('password-changed').waitFor();
    await saveScreenshot(page, 'account-password-changed');
    // This device continues with the new session the server answered.
    const after = await readStoredSession(page);
    expect(after.localRefreshToken).not.toBe(before.localRefreshToken);
    await page.reload();
    await page.getByTestId('password-changed').or(field(page, '현재 비밀번호')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/account');

    const fresh = await openPage(browser, baseUrl);
    await loginInBrowser(fresh, account.username, NEW_PASSWORD);
    await fresh.getByTestId('start-screen').waitFor();
    expect(await fresh.getByRole('heading', { level: 1 }).textContent()).toBe('박판매님, 안녕하세요');
    account.password = NEW_PASSWORD;
    await fresh.context().close();
    await page.context().close();
  });

  it('follows another tab of the same browser logging out and in as someone else', async () => {
    const other = await createVerifiedAccount(baseUrl, dataDir, 'other', '이다른');
    const tabA = await openPage(browser, baseUrl);
    await loginInBrowser(tabA, account.username, account.password);
    await tabA.goto('/app/account');
    await field(tabA, '현재 비밀번호').waitFor();

    const tabB = await tabA.context().newPage();
    await tabB.goto('/app/grit/start');
    await tabB.getByTestId('start-screen').waitFor();
    await tabB.getByTestId('user-menu').click();
    await tabB.getByTestId('logout').click();
    await waitForPath(tabB, '/user/login');
    // Tab A saw the shared storage change and left the app too.
    await waitForPath(tabA, '/user/login');

    await loginInBrowser(tabB, other.username, other.password);
    // Tab A, on the login screen, now has a valid session: it goes in, as the other user — to the start
    // screen, not to the page the first user left (that return path was the first user's session's).
    await waitForPath(tabA, '/app/grit/start');
    await expect.poll(() => tabA.getByTestId('user-menu').textContent()).toContain(other.name);
    await tabA.goto('/app/account');
    expect(await field(tabA, '계정').inputValue()).toBe(other.username);
    await tabA.context().close();
  });
});

describe('reset password', () => {
  it('mails a temporary password; logging in with it nudges to the account screen until changed', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'reset');
    const page = await openPage(browser, baseUrl);
    await page.goto('/user/login');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await waitForPath(page, '/user/reset-password');
    await page.getByTestId('reset-password').waitFor();
    await field(page, '이메일').fill(account.username);
    const requestedAt = Date.now();
    await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
    await page.getByTestId('reset-password-sent').waitFor();
    expect(await page.getByTestId('reset-password-sent').textContent()).toContain(account.username);
    await saveScreenshot(page, 'reset-password-sent');

    const temporary = await waitForMail(dataDir, account.username, extractTemporaryPassword, {
      after: requestedAt - 1000,
    });
    await page.getByRole('link', { name: '로그인 화면으로' }).click();
    await loginInBrowser(page, account.username, temporary);
    const banner = page.getByTestId('must-change-password');
    await banner.waitFor();
    await page.getByText('임시 비밀번호로 로그인했습니다.', { exact: false }).first().waitFor();
    await saveScreenshot(page, 'must-change-password');

    await banner.getByRole('link', { name: '비밀번호 변경하러 가기' }).click();
    await waitForPath(page, '/app/account');
    await field(page, '현재 비밀번호').fill(temporary);
    await field(page, '새 비밀번호').fill('Chosen-river-lantern-7');
    await field(page, '새 비밀번호 확인').fill('Chosen-river-lantern-7');
    await page.getByTestId('change-password').click();
    await page.getByTestId('password-changed').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('answers the same for an address without an account', async () => {
    const page = await openPage(browser, baseUrl);
    await page.goto('/user/reset-password');
    await page.getByTestId('reset-password').waitFor();
    await field(page, '이메일').fill('no-such-user@example.com');
    await page.getByRole('button', { name: '임시 비밀번호 받기' }).click();
    await page.getByTestId('reset-password-sent').waitFor();
    await page.context().close();
  });
});
