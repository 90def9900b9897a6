import {
  accessDeniedPage,
  loginPage,
  punishPage,
  removedItemPage,
  wrongPage,
} from '@sellerdesk/emulators/fixtures';
import { SourceCollector, pageObstacle } from '@sellerdesk/sources';
import type { Fetcher } from '@sellerdesk/outbound';
import { describe, expect, it } from 'vitest';
import { detectObstacle } from './obstacles';
import type { Obstacle } from './obstacles';
import { detectPage } from './sites';
import type { PageInfo, SourceSite } from './sites';

/**
 * The extension and the server read links and obstacle pages with one rule set (the site registry of
 * @sellerdesk/sources). Each case says what both must make of an address or a page; a copy of the rules
 * drifting on either side fails here.
 */

const EMULATOR = 'http://127.0.0.1:41234';
const offline: Fetcher = () => Promise.reject(new Error('no network in this test'));
/** The server as the sandbox configures it: every site under its emulator path. */
const server = new SourceCollector({
  fetcher: offline,
  baseUrls: {
    costco: `${EMULATOR}/costco`,
    taobaoPage: `${EMULATOR}/taobao`,
    tmallPage: `${EMULATOR}/tmall`,
    alibaba1688: `${EMULATOR}/1688`,
  },
});

type Case = [url: string, server: string | null, extension: PageInfo];

const item = (site: SourceSite, itemId: string): PageInfo => ({ kind: 'item', site, itemId });
const list = (site: SourceSite): PageInfo => ({ kind: 'list', site });
const other: PageInfo = { kind: 'other' };

const CASES: Case[] = [
  [
    'https://item.taobao.com/item.htm?id=652370015315&spm=a21n57',
    'product:taobao:652370015315',
    item('taobao', '652370015315'),
  ],
  [
    'https://world.taobao.com/item/652370015315.htm',
    'product:taobao:652370015315',
    item('taobao', '652370015315'),
  ],
  [
    'https://h5.m.taobao.com/awp/core/detail.htm?id=652370015315',
    'product:taobao:652370015315',
    item('taobao', '652370015315'),
  ],
  [
    'https://detail.tmall.com/item.htm?id=690000000001&skuId=5',
    'product:tmall:690000000001',
    item('tmall', '690000000001'),
  ],
  [
    'https://detail.tmall.hk/hk/item.htm?id=690000000003',
    'product:tmall:690000000003',
    item('tmall', '690000000003'),
  ],
  [
    'https://detail.1688.com/offer/780000000001.html?spm=a26352',
    'product:1688:780000000001',
    item('1688', '780000000001'),
  ],
  ['https://m.1688.com/offer/780000000001.html', 'product:1688:780000000001', item('1688', '780000000001')],
  ['https://www.costco.co.kr/Food/Milk/p/602630', 'product:costco:602630', item('costco', '602630')],
  ['https://www.costco.co.kr/p/641176-K2', 'product:costco:641176-K2', item('costco', '641176-K2')],
  ['https://s.taobao.com/search?q=%E9%94%AE%E7%9B%98', 'search:taobao', list('taobao')],
  ['https://shop57301234.taobao.com/search.htm?pageNo=2', 'shop:taobao', list('taobao')],
  ['https://xiaomi.tmall.com/category.htm?id=123456789', 'shop:tmall', list('tmall')],
  ['https://list.tmall.com/search_product.htm?q=abc&s=60', 'search:tmall', list('tmall')],
  ['https://s.1688.com/selloffer/offer_search.htm?keywords=abc', 'search:1688', list('1688')],
  ['https://shop1234567.1688.com/page/offerlist.htm', 'shop:1688', list('1688')],
  // The server reads Costco searches itself; the extension has nothing to pick there.
  ['https://www.costco.co.kr/search?text=%EC%9A%B0%EC%9C%A0', 'search:costco', other],
  ['https://www.costco.co.kr/FoodandBeverage/c/cos_10.14', 'search:costco', other],
  ['https://www.taobao.com/', null, other],
  ['https://item.taobao.com/item.htm?id=abc', null, other],
  ['https://login.taobao.com/member/login.jhtml?redirectURL=x', null, other],
  ['https://item.taobao.com.evil.example/item.htm?id=652370015315', null, other],
  ['https://eviltaobao.com/item.htm?id=652370015315', null, other],
  ['https://example.com/item.htm?id=652370015315', null, other],
  [
    `${EMULATOR}/taobao/item.htm?id=680000000007`,
    'product:taobao:680000000007',
    item('taobao', '680000000007'),
  ],
  [`${EMULATOR}/tmall/item.htm?id=690000000007`, 'product:tmall:690000000007', item('tmall', '690000000007')],
  [`${EMULATOR}/1688/offer/780000000007.html`, 'product:1688:780000000007', item('1688', '780000000007')],
  [`${EMULATOR}/costco/p/610001`, 'product:costco:610001', item('costco', '610001')],
  [`${EMULATOR}/taobao/search?q=`, 'search:taobao', list('taobao')],
  [`${EMULATOR}/taobao/shop57301234/search.htm`, 'shop:taobao', list('taobao')],
  [`${EMULATOR}/1688/search?keywords=`, 'search:1688', list('1688')],
  [`${EMULATOR}/taobao/_____tmd_____/punish?x5secdata=emu1`, null, other],
  [`${EMULATOR}/app/product/collect`, null, other],
];

describe('one link rule set', () => {
  it.each(CASES)('%s', (url, expected, page) => {
    const link = server.parseLink(url);
    const read =
      link && (link.kind === 'product' ? `product:${link.site}:${link.code}` : `${link.kind}:${link.site}`);
    expect(read).toBe(expected);
    expect(detectPage(url)).toEqual(page);
  });
});

/** What the extension sees of a page: its title and visible text. */
function visible(html: string): { title: string; text: string } {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const text = html
    .replace(/<head>[\s\S]*?<\/head>|<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { title, text };
}

const FAILURE_OF: Record<Obstacle, string> = {
  captcha: 'CAPTCHA',
  login: 'LOGIN_REQUIRED',
  removed: 'ITEM_NOT_FOUND',
  blocked: 'BLOCKED',
};

type PageCase = [name: string, site: SourceSite, url: string, html: string, expected: Obstacle | null];

const PAGES: PageCase[] = [
  ['the slider page', 'taobao', 'https://item.taobao.com/item.htm?id=1', punishPage('abc'), 'captcha'],
  [
    'the punish address',
    'tmall',
    'https://detail.tmall.com/_____tmd_____/punish?x5secdata=abc',
    '<html></html>',
    'captcha',
  ],
  [
    'the 1688 slider address',
    '1688',
    'https://detail.1688.com/offer/1.html?x5secdata=xyz',
    '<html></html>',
    'captcha',
  ],
  ['the login page', 'taobao', 'https://item.taobao.com/item.htm?id=1', loginPage('taobao'), 'login'],
  ['the 1688 login page', '1688', 'https://detail.1688.com/offer/1.html', loginPage('1688'), 'login'],
  ['a login redirect', 'taobao', 'https://login.taobao.com/member/login.jhtml?redirectURL=x', '', 'login'],
  [
    'an SMS login form',
    'taobao',
    'https://item.taobao.com/item.htm?id=1',
    '<body>短信登录 获取验证码</body>',
    'login',
  ],
  ['a removed item', 'taobao', 'https://item.taobao.com/item.htm?id=1', removedItemPage(), 'removed'],
  [
    'the 1688 wrong page',
    '1688',
    'https://page.1688.com/shtml/static/wrongpage.html',
    wrongPage(),
    'removed',
  ],
  ['Akamai refusing Costco', 'costco', 'https://www.costco.co.kr/p/000403', accessDeniedPage(), 'blocked'],
  [
    'an ordinary page',
    'taobao',
    'https://item.taobao.com/item.htm?id=1',
    '<title>夏季新款</title><body>颜色分类</body>',
    null,
  ],
];

describe('one obstacle rule set', () => {
  it.each(PAGES)('%s', (_name, site, url, html, expected) => {
    expect(pageObstacle(site, html, url)).toBe(expected ? FAILURE_OF[expected] : null);
    expect(detectObstacle({ site, url, ...visible(html), hasData: false })).toBe(expected);
  });

  it('lets a page with product data through unless its address is an obstacle', () => {
    const page = visible(punishPage('abc'));
    expect(
      detectObstacle({
        site: 'taobao',
        url: 'https://item.taobao.com/item.htm?id=1',
        ...page,
        hasData: true,
      }),
    ).toBeNull();
    expect(
      detectObstacle({
        site: 'taobao',
        url: 'https://item.taobao.com/_____tmd_____/punish?x5secdata=1',
        ...page,
        hasData: true,
      }),
    ).toBe('captcha');
  });
});
