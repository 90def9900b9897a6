import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot } from './browser';

/**
 * The settings steps every upload browser test takes: connect a market account ("연결 확인" passes),
 * save a template whose 출고지/반품지/택배사 come from that account's own lists at the market, and pick
 * a category for products without one in the upload screen's category browser.
 */

/** Opens a Mantine select and clicks the option whose text matches. */
export async function chooseOption(
  page: Page,
  testId: string,
  option: RegExp | string,
  scope: Page | Locator = page,
) {
  await scope.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** On 설정 → 마켓 계정: adds an account of the market and waits for "연결됨". */
export async function connectMarketAccount(
  page: Page,
  market: string,
  label: string,
  fields: Record<string, string>,
): Promise<void> {
  await page.getByTestId(`market-tab-${market}`).click();
  await page.getByTestId(`market-panel-${market}`).getByTestId('market-account-add').click();
  const form = page.getByTestId('market-account-form');
  await form.getByTestId('market-account-label').fill(label);
  for (const [key, value] of Object.entries(fields)) {
    await form.getByTestId(`market-field-${key}`).fill(value);
  }
  await form.getByTestId('market-account-save').click();
  const card = page.getByTestId(`market-account-${label}`);
  await card.waitFor();
  await card.getByTestId('market-account-check').click();
  await expect
    .poll(() => card.getByTestId('market-account-status').textContent(), { timeout: 20_000 })
    .toBe('연결됨');
}

/**
 * On 설정 → 마켓 템플릿: a template of the market for its only account, with the first 출고지, 반품지
 * and 택배사 the market lists, and the product facts the notices ask for.
 */
export async function makeTemplate(page: Page, market: string, templateName: string): Promise<void> {
  await page.getByTestId(`template-tab-${market}`).click();
  await page.getByTestId(`template-panel-${market}`).getByTestId('template-add').click();
  const form = page.getByTestId('market-template-form');
  await form.waitFor();
  await form.getByTestId('template-name').fill(templateName);
  await form.getByTestId('template-brand').fill('셀러데스크');
  await form.getByTestId('template-manufacturer').fill('코스트코 협력사');
  await form.getByTestId('template-origin').fill('미국');
  await form.getByTestId('template-as-phone').fill('010-1234-5678');
  await chooseOption(page, 'template-send', /.+/u, form);
  await chooseOption(page, 'template-recv', /.+/u, form);
  await chooseOption(page, 'template-courier', /.+/u, form);
  await form.getByTestId('market-template-save').click();
  await page.getByTestId(`template-panel-${market}`).getByTestId(`template-card-${templateName}`).waitFor();
}

/**
 * How long the category step waits for a market's category cache: the server fills it in the background
 * and ESM's real tree (~6,000 categories, ~750 calls at its 5 calls/s) takes minutes on a busy machine.
 */
export const CATEGORY_CACHE_TIMEOUT_MS = 420_000;

/**
 * In the upload screen: ticks the account (its own saved template is chosen), then picks the category for
 * products without one by searching the market's categories and taking the result `id` (or the first).
 * While the server is still filling the market's category cache the browser shows its progress and asks
 * again by itself; this waits (polling the browser's cache state) until the search has its results.
 */
export async function chooseUploadTarget(
  page: Page,
  label: string,
  category: { keyword: string; id?: string },
  timeoutMs = CATEGORY_CACHE_TIMEOUT_MS,
): Promise<void> {
  await page.getByTestId(`target-${label}`).click();
  const card = page.getByTestId(`target-card-${label}`);
  await expect.poll(() => card.getByTestId('target-template').inputValue()).not.toBe('');
  await card.getByTestId('target-category-pick').click();
  const browser = page.getByRole('dialog').getByTestId('category-browser');
  await browser.waitFor();
  await browser.getByTestId('category-search').fill(category.keyword);
  const pick = category.id
    ? browser.getByTestId(`category-pick-${category.id}`)
    : browser.getByTestId('category-search-results').getByRole('button').first();
  try {
    await expect
      .poll(
        async () => {
          if (await pick.isVisible()) {
            return 'ready';
          }
          if (await browser.getByTestId('category-error').isVisible()) {
            return `error: ${await browser.getByTestId('category-error').textContent()}`;
          }
          return (await browser.getAttribute('data-cache-state')) ?? 'pending';
        },
        { timeout: timeoutMs, interval: 2_000 },
      )
      .toBe('ready');
    await pick.click({ timeout: 30_000 });
  } catch (error) {
    await saveScreenshot(page, `upload-category-not-found-${label}`);
    throw error;
  }
  await expect.poll(() => card.getByTestId('target-category-path').textContent()).not.toBe('');
}
