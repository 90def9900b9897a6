import { generatedItem, render1688Page, renderTaobaoPage } from '@sellerdesk/emulators/fixtures';
import { parse1688Page } from '../src/alibaba/parse';
import { parseTaobaoPage } from '../src/taobao/page';

/**
 * Page parsing throughput on one core (this process's main thread, synchronous): budgets are 200
 * Taobao and 200 1688 pages per second. Pages are realistic in size (real Tmall item pages run about
 * 400 KB) and in content (up to 120 SKUs with option images, descriptions, attributes).
 */

const BUDGET = 200;
const DURATION_MS = 2_000;
const PAGES = 40;

type Case = {
  name: string;
  pages: { html: string; url: string }[];
  parse: (html: string, url: string) => unknown;
};

const taobaoPages = Array.from({ length: PAGES }, (_, i) => {
  const site = i % 2 === 0 ? 'taobao' : 'tmall';
  const item = generatedItem(site, i + 1, 4);
  const host = site === 'tmall' ? 'https://detail.tmall.com' : 'https://item.taobao.com';
  return {
    html: renderTaobaoPage(item, {
      imageBase: 'https://img.alicdn.com',
      decorate: true,
      withDescription: true,
      padTo: 400_000,
    }),
    url: `${host}/item.htm?id=${item.id}`,
  };
});

const alibabaPages = Array.from({ length: PAGES }, (_, i) => {
  const item = generatedItem('1688', i + 1, 4);
  return {
    html: render1688Page(item, {
      imageBase: 'https://cbu01.alicdn.com',
      descriptionUrl: `https://itemcdn.tmall.com/1688offer/icoss${item.id}`,
      padTo: 300_000,
    }),
    url: `https://detail.1688.com/offer/${item.id}.html`,
  };
});

const cases: Case[] = [
  {
    name: 'Taobao/Tmall item pages',
    pages: taobaoPages,
    parse: (html, url) => parseTaobaoPage(html, { url }),
  },
  { name: '1688 offer pages', pages: alibabaPages, parse: (html, url) => parse1688Page(html, { url }) },
];

let failed = false;
for (const { name, pages, parse } of cases) {
  const averageKb = pages.reduce((sum, p) => sum + p.html.length, 0) / pages.length / 1024;
  const skus =
    pages.reduce((sum, p) => sum + (parse(p.html, p.url) as { skus: unknown[] }).skus.length, 0) /
    pages.length;
  for (let i = 0; i < 50; i++) {
    parse(pages[i % pages.length]!.html, pages[i % pages.length]!.url);
  }
  let parsed = 0;
  const start = process.hrtime.bigint();
  let elapsedMs = 0;
  while (elapsedMs < DURATION_MS) {
    const page = pages[parsed % pages.length]!;
    parse(page.html, page.url);
    parsed++;
    elapsedMs = Number(process.hrtime.bigint() - start) / 1e6;
  }
  const perSecond = (parsed / elapsedMs) * 1000;
  const verdict = perSecond >= BUDGET ? 'PASS' : 'OVER';
  if (verdict === 'OVER') {
    failed = true;
  }
  console.info(
    `${verdict} ${name}: ${perSecond.toFixed(0)} pages/s (budget ≥ ${BUDGET}) — ${parsed} pages in ${elapsedMs.toFixed(0)} ms, ` +
      `average ${averageKb.toFixed(0)} KB and ${skus.toFixed(0)} SKUs per page`,
  );
}
process.exit(failed ? 1 : 0);
