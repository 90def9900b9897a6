import type { Page } from 'playwright-core';

/** Storage keys and cookie names of the web app's session (apps/web/src/lib/session.ts). */
export const STORAGE_KEYS = {
  accessToken: 'sellerdesk.accessToken',
  refreshToken: 'sellerdesk.refreshToken',
  username: 'sellerdesk.username',
} as const;

export type StoredSession = {
  localAccessToken: string | null;
  localRefreshToken: string | null;
  cookieAccessToken: string | null;
  cookieRefreshToken: string | null;
};

export async function readStoredSession(page: Page): Promise<StoredSession> {
  const local = await page.evaluate((keys) => {
    return {
      access: window.localStorage.getItem(keys.accessToken),
      refresh: window.localStorage.getItem(keys.refreshToken),
    };
  }, STORAGE_KEYS);
  const cookies = await page.context().cookies();
  const cookie = (name: string) => cookies.find((entry) => entry.name === name);
  return {
    localAccessToken: local.access,
    localRefreshToken: local.refresh,
    cookieAccessToken: cookie('accessToken')?.value ?? null,
    cookieRefreshToken: cookie('refreshToken')?.value ?? null,
  };
}

/** Replaces the stored tokens in both places the app keeps them (localStorage and cookies). */
export async function replaceStoredTokens(
  page: Page,
  tokens: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  await page.evaluate(
    ({ keys, next }) => {
      const maxAge = 10080 * 3600;
      if (next.accessToken !== undefined) {
        window.localStorage.setItem(keys.accessToken, next.accessToken);
        document.cookie = `accessToken=${encodeURIComponent(next.accessToken)}; Max-Age=${maxAge}; Path=/`;
      }
      if (next.refreshToken !== undefined) {
        window.localStorage.setItem(keys.refreshToken, next.refreshToken);
        document.cookie = `refreshToken=${encodeURIComponent(next.refreshToken)}; Max-Age=${maxAge}; Path=/`;
      }
    },
    { keys: STORAGE_KEYS, next: tokens },
  );
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
}
