import { CATALOGUE_RANGES } from '../fixtures/catalogue';
import { render1688ListPage, renderTaobaoListPage } from '../fixtures/lists';
import type { ListCard, ListPageOptions } from '../fixtures/lists';
import type { FixtureItem } from '../fixtures/model';
import { html } from './http';
import type { Reply, RequestContext } from './http';
import type { EmulatorState } from './state';

/**
 * List pages a seller browses before ticking items in the extension:
 * - `/taobao/search?q=&page=`: Taobao search, Tmall items mixed in (every fourth card), 48 a page;
 * - `/tmall/search_product.htm?q=&s=`: Tmall list, 60 a page, paged by offset like list.tmall.com;
 * - `/taobao/shop{id}/search.htm?pageNo=`: one Taobao shop's items, 24 a page;
 * - `/1688/search?keywords=&beginPage=` (also `/1688/selloffer/offer_search.htm`): 1688 offers, 60 a page.
 * Cards link to the emulator's item pages, so forced page outcomes (`taobao-page`, `1688-page`) apply
 * when those items are visited, never to the list itself.
 */

function catalogueItems(state: EmulatorState, site: 'taobao' | 'tmall' | '1688'): FixtureItem[] {
  const items: FixtureItem[] = [];
  for (let i = 0; i < state.catalogue.count(site); i++) {
    const item = state.catalogue.find(site, String(CATALOGUE_RANGES[site].first + i));
    if (item) {
      items.push(item);
    }
  }
  return items;
}

function matches(item: FixtureItem, query: string): boolean {
  const words = query.trim().split(/\s+/).filter(Boolean);
  return words.every((word) => item.title.includes(word));
}

function itemUrl(origin: string, item: FixtureItem): string {
  return item.site === '1688'
    ? `${origin}/1688/offer/${item.id}.html`
    : `${origin}/${item.site}/item.htm?id=${item.id}`;
}

/** Every fourth result is a Tmall item while both are left, as on the real search page. */
function mixTmall(taobao: FixtureItem[], tmall: FixtureItem[]): FixtureItem[] {
  const result: FixtureItem[] = [];
  let t = 0;
  let m = 0;
  while (t < taobao.length || m < tmall.length) {
    const tmallTurn = result.length % 4 === 3;
    if ((tmallTurn && m < tmall.length) || t >= taobao.length) {
      result.push(tmall[m++]!);
    } else {
      result.push(taobao[t++]!);
    }
  }
  return result;
}

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

function pageOf(
  context: RequestContext,
  items: FixtureItem[],
  pageSize: number,
  page: number,
  options: Omit<ListPageOptions, 'page' | 'totalPages' | 'imageBase'>,
  render: (cards: ListCard[], options: ListPageOptions) => string,
): Reply {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, totalPages);
  const cards = items
    .slice((current - 1) * pageSize, current * pageSize)
    .map((item) => ({ item, url: itemUrl(context.origin, item) }));
  return html(
    200,
    render(cards, { ...options, page: current, totalPages, imageBase: `${context.origin}/img` }),
  );
}

export function handleListPages(context: RequestContext, state: EmulatorState): Reply | null {
  if (context.method !== 'GET') {
    return null;
  }
  const path = context.url.pathname;
  const query = context.url.searchParams;
  const withQuery = (base: string, params: Record<string, string>) =>
    `${context.origin}${base}?${new URLSearchParams(params).toString()}`;

  if (path === '/taobao/search') {
    const q = query.get('q') ?? '';
    const items = mixTmall(
      catalogueItems(state, 'taobao').filter((item) => matches(item, q)),
      catalogueItems(state, 'tmall').filter((item) => matches(item, q)),
    );
    return pageOf(
      context,
      items,
      48,
      positiveInt(query.get('page'), 1),
      {
        kind: 'search',
        heading: q || '全部宝贝',
        pageUrl: (page) => withQuery(path, { q, page: String(page) }),
      },
      renderTaobaoListPage,
    );
  }

  if (path === '/tmall/search_product.htm') {
    const q = query.get('q') ?? '';
    const items = catalogueItems(state, 'tmall').filter((item) => matches(item, q));
    const offset = Math.max(0, Math.floor(Number(query.get('s')) || 0));
    return pageOf(
      context,
      items,
      60,
      Math.floor(offset / 60) + 1,
      {
        kind: 'search',
        heading: q || '天猫精选',
        pageUrl: (page) => withQuery(path, { q, s: String((page - 1) * 60) }),
      },
      renderTaobaoListPage,
    );
  }

  const shop = /^\/taobao\/shop(\d+)\/search\.htm$/.exec(path);
  if (shop) {
    const shopNumber = Number(shop[1]!.slice(-6));
    const items = catalogueItems(state, 'taobao').filter((_, index) => index % 7 === shopNumber % 7);
    return pageOf(
      context,
      items,
      24,
      positiveInt(query.get('pageNo'), 1),
      {
        kind: 'shop',
        heading: items[0]?.shopName ?? '店铺',
        pageUrl: (page) => withQuery(path, { pageNo: String(page) }),
      },
      renderTaobaoListPage,
    );
  }

  if (path === '/1688/search' || path === '/1688/selloffer/offer_search.htm') {
    const keywords = query.get('keywords') ?? '';
    const items = catalogueItems(state, '1688').filter((item) => matches(item, keywords));
    return pageOf(
      context,
      items,
      60,
      positiveInt(query.get('beginPage'), 1),
      {
        kind: 'search',
        heading: keywords || '全部商品',
        pageUrl: (page) => withQuery(path, { keywords, beginPage: String(page) }),
      },
      render1688ListPage,
    );
  }
  return null;
}
