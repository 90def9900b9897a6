import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { field } from './browser';
import { extractVerificationLink, waitForMail } from './mail';

export type TestAccount = { username: string; password: string; name: string; phone: string };

export function newAccount(label: string, name = '김셀러'): TestAccount {
  const id = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  return {
    username: `e2e-${label}-${id}@example.com`,
    // A digit always (the password rule asks for one; hex letters alone would not have one).
    password: `Maple-Orbit-7${id.slice(-4)}`,
    name,
    phone: '010-1234-5678',
  };
}

async function api<T>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; message?: string };
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status}: ${json.message ?? ''}`);
  }
  return json.data as T;
}

/** Creates an account through the API (role BasicUser until verified). */
export async function registerViaApi(baseUrl: string, account: TestAccount): Promise<void> {
  await api(baseUrl, 'POST', '/account/UserCreate', {
    username: account.username,
    password: account.password,
    name: account.name,
    phone: account.phone,
    consents: { service: true, privacy: true, marketing: false },
  });
}

/** Opens the mailed verification link through the API (no browser), making the account a User. */
export async function verifyViaApi(baseUrl: string, dataDir: string, account: TestAccount): Promise<void> {
  const link = await waitForMail(dataDir, account.username, extractVerificationLink);
  const token = new URL(link).searchParams.get('token') ?? '';
  await api(baseUrl, 'GET', `/account/CheckCertificationMail?token=${encodeURIComponent(token)}`);
}

export async function createVerifiedAccount(
  baseUrl: string,
  dataDir: string,
  label: string,
  name?: string,
): Promise<TestAccount> {
  const account = newAccount(label, name);
  await registerViaApi(baseUrl, account);
  await verifyViaApi(baseUrl, dataDir, account);
  return account;
}

/** Logs in through the login screen and waits until the app has left it. */
export async function loginInBrowser(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/user/login');
  await field(page, '이메일').fill(username);
  await field(page, '비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  // The router keeps showing the login layout until the next screen's code has loaded.
  await page.getByTestId('login-screen').waitFor({ state: 'detached' });
  if (new URL(page.url()).pathname.startsWith('/app/')) {
    await page.getByTestId('app-shell').waitFor();
  }
}
