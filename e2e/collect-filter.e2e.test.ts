import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, loginInBrowser } from './support/accounts';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { e2eContext } from './support/context';

/** The collect filter screen: Remove and Replace words, bulk paste, search, delete, and the title preview. */
const { baseUrl, dataDir } = e2eContext();
let browser: Browser;
let page: Page;

const panel = (mode: 'Remove' | 'Replace') => page.getByTestId(`filter-panel-${mode}`);
const words = (mode: 'Remove' | 'Replace') =>
  page.getByTestId(`word-list-${mode}`).getByTestId('filter-word');
const after = () => page.getByTestId('name-after').textContent();

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await createVerifiedAccount(baseUrl, dataDir, 'filters');
  page = await openPage(browser, baseUrl, { width: 1280, height: 900 });
  await loginInBrowser(page, seller.username, seller.password);
  await page.goto('/app/product/collect/filter');
  await page.getByTestId('collect-filter-screen').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('collect filters', () => {
  it('adds a Remove word and the preview drops it from the sample title', async () => {
    await panel('Remove').getByText('등록한 단어가 없습니다').waitFor();
    const before = await after();
    expect(before).toContain('무료배송');
    // The preview already applies the 49-character limit.
    expect(await page.getByTestId('name-after-length').textContent()).toBe('49 / 49자');

    await panel('Remove').getByLabel('지울 단어').fill('무료배송');
    await panel('Remove').getByRole('button', { name: '추가' }).click();
    await page.getByText('"무료배송"을 추가했습니다.').waitFor();
    await expect.poll(() => words('Remove').count()).toBe(1);
    expect(await page.getByTestId('tab-count-Remove').textContent()).toBe('1');
    await expect.poll(after).not.toContain('무료배송');
    expect(await after()).not.toBe(before);

    // An empty word is refused before anything is sent.
    await panel('Remove').getByRole('button', { name: '추가' }).click();
    await panel('Remove').getByText('값을 입력해주세요.').waitFor();
  });

  it('bulk-pastes Replace words with a parsed preview; the title preview applies them', async () => {
    await page.getByRole('tab', { name: /치환어/ }).click();
    await page.getByTestId('bulk-open-Replace').click();
    const modal = page.getByTestId('bulk-modal');
    await page
      .getByTestId('bulk-text')
      .fill(['오버핏,빅핏', '남성\t남자', '바꿀 말이 없는 줄', '오버핏,와이드핏'].join('\n'));
    const rows = modal.getByTestId('bulk-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-status')))).toEqual([
      'duplicate',
      'new',
      'invalid',
      'new',
    ]);
    expect(await modal.getByTestId('bulk-summary').textContent()).toBe('추가 2 · 수정 0 · 그대로 0 · 제외 2');
    expect(await modal.textContent()).toContain('바꿀 단어를 입력해주세요.');
    await saveScreenshot(page, 'filter-bulk-1280', { fullPage: false });
    await page.getByTestId('bulk-submit').click();
    await page.getByText('추가 2개, 수정 0개를 저장했습니다.').waitFor();
    await modal.getByTestId('bulk-text').waitFor({ state: 'detached' });

    await expect.poll(() => words('Replace').count()).toBe(2);
    await expect.poll(after).toContain('와이드핏');
    expect(await after()).toContain('남자');
    expect(await after()).not.toContain('오버핏');

    // Pasting a changed replacement for a saved word is an update, not a new word.
    await page.getByTestId('bulk-open-Replace').click();
    await page.getByTestId('bulk-text').fill('남성,남자용');
    await expect.poll(() => modal.getByTestId('bulk-row').getAttribute('data-status')).toBe('update');
    await page.getByTestId('bulk-submit').click();
    await page.getByText('추가 0개, 수정 1개를 저장했습니다.').waitFor();
    await expect.poll(after).toContain('남자용');
    expect(await words('Replace').count()).toBe(2);
  });

  it('searches the words and deletes the selected one after confirming', async () => {
    await page.getByTestId('word-search-Replace').fill('와이드');
    await expect.poll(() => words('Replace').count()).toBe(1);
    expect(await page.getByTestId('word-counts-Replace').textContent()).toBe('전체 2개 · 검색 결과 1개');
    await page.getByRole('checkbox', { name: '"오버핏" 선택' }).check();
    await page.getByTestId('delete-selected-Replace').click();
    const dialog = page.getByTestId('delete-words-dialog');
    await dialog.getByText('선택한 1개 단어를 삭제할까요?', { exact: false }).waitFor();
    await dialog.getByTestId('confirm-action').click();
    await page.getByText('1개 단어를 삭제했습니다.').waitFor();
    await page.getByTestId('word-search-Replace').fill('');
    await expect.poll(() => words('Replace').count()).toBe(1);
    expect(await page.getByTestId('tab-count-Replace').textContent()).toBe('1');
    await expect.poll(after).toContain('오버핏');
    await saveScreenshot(page, 'filter-1280');
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('name-after').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await saveScreenshot(page, 'filter-375');
  });
});
