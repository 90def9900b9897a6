import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/emulator';
import type { Emulator } from '../src/emulator';
import { CATALOGUE_RANGES, Catalogue, listPrice } from '../src/fixtures';

/** Search and shop list pages: cards that link to item pages the emulator serves. */
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ catalogue: { taobao: 40, tmall: 12, '1688': 70 } });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => emulator.reset());

async function page(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${emulator.url}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** Item links of the cards, in page order, without repeats. */
function itemLinks(body: string): string[] {
  const links = [...body.matchAll(/href="([^"]+(?:item\.htm\?id=\d+|\/offer\/\d+\.html))"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set(links)];
}

describe('list pages', () => {
  it('Taobao search mixes a Tmall item into every fourth card and pages by 48', async () => {
    const first = await page('/taobao/search?q=');
    expect(first.status).toBe(200);
    const links = itemLinks(first.body);
    expect(links).toHaveLength(48);
    expect(links.slice(0, 4).map((l) => new URL(l).pathname)).toEqual([
      '/taobao/item.htm',
      '/taobao/item.htm',
      '/taobao/item.htm',
      '/tmall/item.htm',
    ]);
    expect(links[0]).toBe(`${emulator.url}/taobao/item.htm?id=${CATALOGUE_RANGES.taobao.first}`);
    const second = itemLinks((await page('/taobao/search?q=&page=2')).body);
    expect(second).toHaveLength(52 - 48);
    expect(second.some((l) => links.includes(l))).toBe(false);
  });

  it('filters by the search words and shows each card with its title and cheapest price', async () => {
    const catalogue = new Catalogue({ taobao: 40, tmall: 12 });
    const sample = catalogue.find('taobao', String(CATALOGUE_RANGES.taobao.first + 5))!;
    const word =
      /[\u4e00-\u9fff]{2,}?(?:T恤|连衣裙|运动鞋|双肩包|保温杯|机械键盘|手机壳|数据线|收纳盒|拖鞋|牛仔裤|卫衣)/.exec(
        sample.title,
      )![0];
    const { body } = await page(`/taobao/search?q=${encodeURIComponent(word)}`);
    const links = itemLinks(body);
    expect(links).toContain(`${emulator.url}/taobao/item.htm?id=${sample.id}`);
    for (const link of links) {
      const id = new URL(link).searchParams.get('id')!;
      const site = link.includes('/tmall/') ? 'tmall' : 'taobao';
      expect(catalogue.find(site, id)!.title).toContain(word);
    }
    expect(body).toContain(`<span>${sample.title}</span>`);
    const [yuan] = listPrice(sample).split('.');
    expect(body).toContain(`<span class="Price--priceInt">${yuan}</span>`);
  });

  it('links cards to item pages that serve the product', async () => {
    const links = itemLinks((await page('/taobao/search?q=')).body);
    for (const link of [links[0]!, links[3]!]) {
      const item = await fetch(link);
      expect(item.status).toBe(200);
      expect(await item.text()).toContain('window.__ICE_APP_CONTEXT__=b');
    }
    const offers = itemLinks((await page('/1688/search?keywords=')).body);
    expect(offers).toHaveLength(60);
    const offer = await fetch(offers[0]!);
    expect(await offer.text()).toContain('window.__INIT_DATA=');
    expect(itemLinks((await page('/1688/selloffer/offer_search.htm?beginPage=2')).body)).toHaveLength(10);
  });

  it('serves Tmall lists by offset and a shop page with a seventh of the catalogue', async () => {
    const tmall = itemLinks((await page('/tmall/search_product.htm?q=&s=0')).body);
    expect(tmall).toHaveLength(12);
    expect(tmall.every((l) => l.includes('/tmall/item.htm?id='))).toBe(true);
    const shop = await page('/taobao/shop57301234/search.htm');
    const ids = itemLinks(shop.body).map((l) => Number(new URL(l).searchParams.get('id')));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => (id - CATALOGUE_RANGES.taobao.first) % 7 === 301234 % 7)).toBe(true);
  });

  it('applies forced page outcomes to the visited items, never to the list', async () => {
    emulator.force('taobao-page', 'captcha', 1);
    const list = await page('/taobao/search?q=');
    expect(list.status).toBe(200);
    const links = itemLinks(list.body);
    const blocked = await fetch(links[1]!, { redirect: 'manual' });
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get('location')).toContain('/_____tmd_____/punish?x5secdata=');
    const captcha = await fetch(new URL(blocked.headers.get('location')!, emulator.url));
    expect(await captcha.text()).toContain('安全验证');
    expect((await fetch(links[1]!, { redirect: 'manual' })).status).toBe(200);
  });
});
