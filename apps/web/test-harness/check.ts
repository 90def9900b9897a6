import fs from 'node:fs';
import path from 'node:path';
import { cleanDescriptionHtml } from '@sellerdesk/sources';
import type { Page } from 'playwright-core';
import {
  COSTCO_RICH,
  RICH_FIXTURES,
  SELLER_EDITED,
  TAOBAO_SIZE_TABLE,
  TMALL_RICHTEXT,
} from '../src/components/detail-editor/fixtures/descriptions';
import { bandedPng, buildHarness, openHarness, REPO_ROOT, serveHarness } from './harness-server';

/**
 * The editor in a real browser (Debian's Chromium, under the CSP without inline scripts or eval): every
 * fixture description read back as the same page, toolbar actions with real mouse and keyboard
 * selection, the source view, upload refusals and insertion, the image-editor notice. Screenshots go to
 * test-artifacts/screenshots/detail-editor-*.png. Exits non-zero when a check fails.
 */

const SHOTS = path.join(REPO_ROOT, 'test-artifacts', 'screenshots');
fs.mkdirSync(SHOTS, { recursive: true });
const base = 'https://item.taobao.com/';
const stored = (f: { raw: boolean; html: string; name: string }) =>
  f.raw
    ? cleanDescriptionHtml(f.html, f.name.startsWith('Costco') ? 'https://www.costco.co.kr/' : base)
    : f.html;
// Collected images live in our image store; here the harness serves a stand-in picture for each.
let imageCount = 0;
const local = (html: string) =>
  html.replace(/src="[^"]+\.(?:jpe?g|png)"/g, () => `src="/img/${(imageCount += 1)}.png"`);

let failures = 0;
function check(name: string, ok: boolean, detail = ''): void {
  console.info(`${ok ? 'PASS' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) {
    failures += 1;
  }
}

const html = (page: Page) => page.evaluate(() => window.harness.html());
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

await buildHarness();
const { server, origin } = await serveHarness();
const { browser, page } = await openHarness(origin, { width: 1245, height: 800 });
try {
  for (const fixture of RICH_FIXTURES) {
    const value = stored(fixture);
    await page.evaluate((v) => window.harness.open(v), value);
    const same = await page.evaluate(
      async (v) => window.harness.signature(await window.harness.html()) === window.harness.signature(v),
      value,
    );
    check(`Chromium round trip: ${fixture.name}`, same);
  }

  // The screenshot page: Korean descriptions as sellers keep them, a Taobao size chart, the seller's
  // templates around them. (This machine has Korean fonts only: Chinese text shows as boxes here.)
  const value = [SELLER_EDITED, COSTCO_RICH, TAOBAO_SIZE_TABLE, TMALL_RICHTEXT]
    .map((f) => local(stored(f)))
    .join('');
  await page.evaluate(
    (v) =>
      window.harness.open(v, {
        preview: {
          top: '<p style="text-align: center; background: #fff4e6; padding: 8px;"><b>[공지]</b> 주문 후 7~14일 내 해외 배송됩니다.</p>',
          bottom:
            '<p style="text-align: center; color: #666;">교환·반품 안내: 상품 수령 후 7일 이내 고객센터로 문의해주세요.</p>',
        },
      }),
    value,
  );
  await page.waitForTimeout(600);
  await shot(page, 'detail-editor');
  await page.getByTestId('detail-editor-content').getByText('커클랜드 시그니춰').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shot(page, 'detail-editor-costco');
  await page.getByTestId('detail-editor-content').locator('table').nth(2).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shot(page, 'detail-editor-table');

  // Bold on a word selected with the mouse (Chromium picks the word: a double-click on 正品保证 takes 正品).
  const content = page.getByTestId('detail-editor-content');
  await content.getByText('正品保证').dblclick();
  const word = await page.evaluate(() => window.getSelection()?.toString() ?? '');
  await page.getByRole('button', { name: '굵게 (Ctrl+B)' }).click();
  check(
    `bold on a double-clicked word (${word})`,
    word !== '' && (await html(page)).includes(`<strong>${word}</strong>`),
  );
  await page.keyboard.press('Control+z');

  // Typing, then Enter inside inline text that sits between blocks: the new line is a paragraph.
  await page.evaluate(() => window.harness.select('产品参数'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(' 추가 설명');
  await page.keyboard.press('Enter');
  await page.keyboard.type('새 문단');
  const typed = await html(page);
  check(
    'typing and Enter in a run',
    typed.includes('产品参数 추가 설명<p>새 문단<br></p>'),
    typed.match(/.{0,80}产品参数.{0,200}/)?.[0],
  );
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  check('undo with the keyboard', !(await html(page)).includes('새 문단'));

  // Colour and alignment through the toolbar.
  await page.evaluate(() => window.harness.select('温馨提示'));
  await page.getByTestId('detail-editor-color').click();
  await page.getByRole('button', { name: '#0066cc' }).click();
  await page.getByRole('button', { name: '오른쪽 정렬' }).click();
  const styled = await html(page);
  check(
    'colour and alignment',
    styled.includes(
      '<p style="text-align: right;"><span style="font-size: 18.0px;"><strong><span style="color: #0066cc;">温馨提示</span>',
    ),
    styled.slice(0, 400),
  );

  // A link to a new window.
  await page.evaluate(() => window.harness.select('在线客服'));
  await page.getByTestId('detail-editor-link').click();
  await page.getByTestId('detail-editor-link-url').fill('smartstore.naver.com/shop');
  await page.getByRole('button', { name: '적용' }).click();
  check(
    'link opens in a new window',
    (await html(page)).includes(
      '<a href="https://smartstore.naver.com/shop" target="_blank" rel="noopener noreferrer">',
    ),
  );

  // Upload: a GIF is refused with the rule; a PNG lands in the text.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: '움짤.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  const refusal = await page.getByTestId('detail-editor-upload-error').textContent();
  check(
    'GIF refused',
    refusal?.includes('jpeg, jpg, png 이미지만 업로드할 수 있습니다.') ?? false,
    refusal ?? '',
  );
  await page.evaluate(() => window.harness.select('产品参数'));
  await page.keyboard.press('ArrowRight');
  await input.setInputFiles({ name: '상세.png', mimeType: 'image/png', buffer: bandedPng(300, 120, 3) });
  let uploaded = await html(page);
  for (let i = 0; i < 50 && !uploaded.includes('/img/uploaded-'); i += 1) {
    await page.waitForTimeout(100);
    uploaded = await html(page);
  }
  check(
    'PNG uploaded into the text',
    /<img src="\/img\/uploaded-[^"]+\.png">/.test(uploaded),
    uploaded.match(/.{0,80}uploaded.{0,40}/)?.[0] ?? uploaded.slice(0, 200),
  );

  // Table popover, the image-editor notice, the source view.
  await page.evaluate(() => window.harness.select('产品参数'));
  await page.keyboard.press('ArrowRight');
  await page.getByTestId('detail-editor-table').click();
  await page.getByRole('button', { name: '넣기', exact: true }).click();
  check(
    'table inserted',
    /<table style="width: 100%; border-collapse: collapse;"><tbody><tr><td/.test(await html(page)),
  );
  await page.getByTestId('detail-editor-image-editor').click();
  await page.getByTestId('detail-editor-image-editor-dialog').waitFor();
  await shot(page, 'detail-editor-image-editor');
  await page.keyboard.press('Escape');
  await page.getByTestId('detail-editor-source-toggle').click();
  const source = page.getByRole('textbox', { name: '상세페이지 HTML 소스' });
  await source.waitFor();
  await shot(page, 'detail-editor-source');
  await source.fill('<p style="text-align: center;">소스에서 고친 <b>내용</b></p>');
  await page.getByTestId('detail-editor-source-toggle').click();
  check(
    'source view edit reaches the editor',
    (await content.textContent())?.trim() === '소스에서 고친 내용',
  );

  // Images from source sites are blocked by this test policy (img-src 'self'); scripts are what counts.
  const violations = (await page.evaluate(() => window.harness.violations())).filter((v) =>
    v.startsWith('script-src'),
  );
  check(
    "no script CSP violations (script-src 'self': no inline scripts, no eval)",
    violations.length === 0,
    violations.join(', '),
  );
} catch (error) {
  failures += 1;
  console.error(error);
  await shot(page, 'detail-editor-failure');
} finally {
  await browser.close();
  server.close();
}
console.info(`screenshots in ${path.relative(REPO_ROOT, SHOTS)}/detail-editor*.png`);
process.exit(failures ? 1 : 0);
