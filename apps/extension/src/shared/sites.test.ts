import { describe, expect, it } from 'vitest';
import { endpoints } from '@sellerdesk/domain/core';
import { WORK_LISTS, workSiteOf } from '@sellerdesk/sources/rules';
import { detectPage, itemKey, itemOfLink } from './sites';

describe('detectPage on the real sites', () => {
  it.each([
    ['https://item.taobao.com/item.htm?id=652370015315&spm=a21n57', 'taobao', '652370015315'],
    ['https://world.taobao.com/item/652370015315.htm', 'taobao', '652370015315'],
    ['https://detail.tmall.com/item.htm?id=690000000001&skuId=5000001', 'tmall', '690000000001'],
    ['https://chaoshi.detail.tmall.com/item.htm?id=690000000002', 'tmall', '690000000002'],
    ['https://detail.tmall.hk/hk/item.htm?id=690000000003', 'tmall', '690000000003'],
    ['https://detail.1688.com/offer/780000000001.html?spm=a26352', '1688', '780000000001'],
  ])('%s is an item page', (url, site, itemId) => {
    expect(detectPage(url)).toEqual({ kind: 'item', site, itemId });
  });

  it.each([
    ['https://s.taobao.com/search?q=%E8%BF%9E%E8%A1%A3%E8%A3%99', 'taobao'],
    ['https://shop57301234.taobao.com/search.htm?pageNo=2', 'taobao'],
    ['https://shop57301234.taobao.com/', 'taobao'],
    ['https://list.tmall.com/search_product.htm?q=abc&s=60', 'tmall'],
    ['https://xiaomi.tmall.com/category.htm', 'tmall'],
    ['https://s.1688.com/selloffer/offer_search.htm?keywords=%B1%AD', '1688'],
    ['https://shop1234567.1688.com/page/offerlist.htm', '1688'],
    ['https://yiwuxyz.1688.com/', '1688'],
  ])('%s is a list page', (url, site) => {
    expect(detectPage(url)).toEqual({ kind: 'list', site });
  });

  it.each([
    'https://www.taobao.com/',
    'https://login.taobao.com/member/login.jhtml?redirectURL=x',
    'https://item.taobao.com/item.htm',
    'https://item.taobao.com/item.htm?id=abc',
    'https://www.1688.com/',
    'https://detail.1688.com/offer/abc.html',
    'https://cart.taobao.com/cart.htm',
    'https://example.com/item.htm?id=652370015315',
    'chrome://extensions/',
    'not a url',
  ])('%s is neither', (url) => {
    expect(detectPage(url)).toEqual({ kind: 'other' });
  });
});

describe('detectPage on pages served elsewhere (the emulator)', () => {
  const origin = 'http://127.0.0.1:41234';

  it('reads the site from the first path segment', () => {
    expect(detectPage(`${origin}/taobao/item.htm?id=680000000007`)).toEqual({
      kind: 'item',
      site: 'taobao',
      itemId: '680000000007',
    });
    expect(detectPage(`${origin}/tmall/item.htm?id=690000000007`)).toEqual({
      kind: 'item',
      site: 'tmall',
      itemId: '690000000007',
    });
    expect(detectPage(`${origin}/1688/offer/780000000007.html`)).toEqual({
      kind: 'item',
      site: '1688',
      itemId: '780000000007',
    });
  });

  it('recognises the list pages by path', () => {
    expect(detectPage(`${origin}/taobao/search?q=`)).toEqual({ kind: 'list', site: 'taobao' });
    expect(detectPage(`${origin}/tmall/search_product.htm?q=&s=0`)).toEqual({ kind: 'list', site: 'tmall' });
    expect(detectPage(`${origin}/taobao/shop57301234/search.htm`)).toEqual({ kind: 'list', site: 'taobao' });
    expect(detectPage(`${origin}/1688/search?keywords=`)).toEqual({ kind: 'list', site: '1688' });
    expect(detectPage(`${origin}/1688/selloffer/offer_search.htm`)).toEqual({ kind: 'list', site: '1688' });
  });

  it('treats the punish page, other paths and the app itself as neither', () => {
    expect(detectPage(`${origin}/taobao/_____tmd_____/punish?x5secdata=emu1`)).toEqual({ kind: 'other' });
    expect(detectPage(`${origin}/app/product/collect`)).toEqual({ kind: 'other' });
    expect(detectPage(`${origin}/item.htm?id=680000000007`)).toEqual({ kind: 'other' });
  });

  it('falls back to the embedded data for item pages at unknown addresses', () => {
    expect(detectPage(`${origin}/preview?id=680000000007`, { globals: ['__ICE_APP_CONTEXT__'] })).toEqual({
      kind: 'item',
      site: 'taobao',
      itemId: '680000000007',
    });
    expect(detectPage(`${origin}/preview/offer/780000000007.html`, { globals: ['__INIT_DATA'] })).toEqual({
      kind: 'item',
      site: '1688',
      itemId: '780000000007',
    });
    expect(detectPage(`${origin}/preview`, { globals: ['__ICE_APP_CONTEXT__'] })).toEqual({ kind: 'other' });
  });
});

describe('item links on list pages', () => {
  it('resolves protocol-relative and relative links against the page', () => {
    expect(
      itemOfLink('//item.taobao.com/item.htm?id=652370015315', 'https://s.taobao.com/search?q=a'),
    ).toEqual({
      site: 'taobao',
      itemId: '652370015315',
      url: 'https://item.taobao.com/item.htm?id=652370015315',
    });
    expect(itemOfLink('/tmall/item.htm?id=690000000001', 'http://127.0.0.1:5000/taobao/search?q=')).toEqual({
      site: 'tmall',
      itemId: '690000000001',
      url: 'http://127.0.0.1:5000/tmall/item.htm?id=690000000001',
    });
    expect(itemOfLink('https://shop1.taobao.com/', 'https://s.taobao.com/')).toBeNull();
    expect(itemOfLink('javascript:void(0)', 'https://s.taobao.com/')).toBeNull();
  });

  it('keys Taobao and Tmall items alike and sends both to the Taobao work list', () => {
    expect(itemKey('tmall', '1')).toBe(itemKey('taobao', '1'));
    expect(itemKey('1688', '1')).not.toBe(itemKey('taobao', '1'));
    const extensionList = (site: 'taobao' | 'tmall' | '1688') =>
      WORK_LISTS[workSiteOf(site)].extensionEndpoint;
    expect(extensionList('tmall')).toBe(extensionList('taobao'));
    expect(extensionList('1688')).toBe(endpoints.Product['1688ProductWorkListExtension']);
  });
});
