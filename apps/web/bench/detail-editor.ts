import { buildHarness, openHarness, serveHarness } from '../test-harness/harness-server';
import { largeDescription } from '../test-harness/large-description';

/**
 * Budget (issue 10 §6): the editor opens a 2 MB detail page with 100 images in < 1 s. Measured in
 * Chromium on the harness page (test-harness/), served under a CSP without inline scripts or eval:
 * from rendering the editor with the page's HTML until its content is on screen and editable. Big pages
 * come in parts (ChunkedLoad): the time until the whole page is in is printed too. The first open
 * includes loading the editor's lazy chunk. Images load afterwards, as in the app.
 */

const BUDGET_MS = 1000;
// Several opens, judged on the median: the machine is shared, and one slow run says more about the
// neighbours than about the editor. The first open and the worst are printed as well.
const RUNS = 7;

const html = largeDescription(2_000_000, 100);
const bytes = new TextEncoder().encode(html).length;
const images = (html.match(/<img\b/g) ?? []).length;
const ms = (value: number) => `${value.toFixed(0)} ms`;

await buildHarness();
const { server, origin } = await serveHarness();
const { browser, page } = await openHarness(origin, { width: 1245, height: 800 });
let failed = false;
try {
  const runs: { open: number; loaded: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await page.evaluate(async (value) => {
        const open = await window.harness.open(value);
        return { open, loaded: await window.harness.loaded() };
      }, html),
    );
  }
  const [cold, ...warm] = runs;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const worstOpen = Math.max(...runs.map((r) => r.open));
  const medianOpen = median(runs.map((r) => r.open));
  const verdict = medianOpen < BUDGET_MS ? 'PASS' : 'OVER';
  failed ||= verdict === 'OVER';
  console.info(
    `${verdict} detail editor opens a ${(bytes / 1_000_000).toFixed(2)} MB page (${html.length.toLocaleString()} characters, ${images} images) ` +
      `in median ${ms(medianOpen)} (budget < ${BUDGET_MS} ms): first time ${ms(cold!.open)} (with the editor chunk), ` +
      `then median ${ms(median(warm.map((r) => r.open)))}, worst ${ms(worstOpen)}; whole page in after ${ms(cold!.loaded)} first, ` +
      `then median ${ms(median(warm.map((r) => r.loaded)))}`,
  );

  // The big page also has to come back whole.
  const same = await page.evaluate(async (value) => {
    const out = await window.harness.html();
    return { same: window.harness.signature(out) === window.harness.signature(value), length: out.length };
  }, html);
  failed ||= !same.same;
  console.info(
    `${same.same ? 'PASS' : 'FAIL'} the ${(bytes / 1_000_000).toFixed(2)} MB page reads back as the same page (${same.length.toLocaleString()} characters written)`,
  );
  const violations = (await page.evaluate(() => window.harness.violations())).filter((v) =>
    v.startsWith('script-src'),
  );
  failed ||= violations.length > 0;
  console.info(
    `${violations.length ? 'FAIL' : 'PASS'} no Content-Security-Policy violations under "script-src 'self'" (no inline scripts, no eval)${violations.length ? `: ${violations.join(', ')}` : ''}`,
  );
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
