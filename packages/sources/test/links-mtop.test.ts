import { describe, expect, it } from 'vitest';
import { SourceError, toSourceError } from '../src/failures';
import { parseSourceCode, parseSourceLink } from '../src/rules/links';
import { CookieJar, mtopRetFailure, mtopSign, parseEnvelope } from '../src/taobao/mtop';

describe('pasted links', () => {
  it.each([
    [
      'https://item.taobao.com/item.htm?spm=a1z10.1&id=652370015315&ns=1',
      'taobao',
      '652370015315',
      'https://item.taobao.com/item.htm?id=652370015315',
    ],
    [
      'https://detail.tmall.com/item.htm?id=617129397971&skuId=4852747022539',
      'tmall',
      '617129397971',
      'https://detail.tmall.com/item.htm?id=617129397971',
    ],
    [
      'https://detail.tmall.hk/hk/item.htm?id=974271878334',
      'tmall',
      '974271878334',
      'https://detail.tmall.com/item.htm?id=974271878334',
    ],
    [
      'https://h5.m.taobao.com/awp/core/detail.htm?id=652370015315',
      'taobao',
      '652370015315',
      'https://item.taobao.com/item.htm?id=652370015315',
    ],
    [
      'https://world.taobao.com/item/652370015315.htm',
      'taobao',
      '652370015315',
      'https://item.taobao.com/item.htm?id=652370015315',
    ],
    [
      'https://detail.1688.com/offer/813724060928.html?spm=a26352',
      '1688',
      '813724060928',
      'https://detail.1688.com/offer/813724060928.html',
    ],
    [
      'https://m.1688.com/offer/813724060928.html',
      '1688',
      '813724060928',
      'https://detail.1688.com/offer/813724060928.html',
    ],
    [
      'https://www.costco.co.kr/BeautyHouseholdPersonal-Care/Body-Cream/p/602630',
      'costco',
      '602630',
      'https://www.costco.co.kr/p/602630',
    ],
    ['https://www.costco.co.kr/p/641176-K2', 'costco', '641176-K2', 'https://www.costco.co.kr/p/641176-K2'],
  ] as const)('reads %s', (input, site, code, url) => {
    expect(parseSourceLink(input)).toEqual({ kind: 'product', site, code, url });
  });

  it('finds the link inside a share text', () => {
    expect(
      parseSourceLink(
        '【淘宝】限时特惠 https://item.taobao.com/item.htm?id=652370015315 「狼蛛键盘」点击链接直接打开',
      ),
    ).toMatchObject({
      site: 'taobao',
      code: '652370015315',
    });
  });

  it('reads search and category links', () => {
    expect(parseSourceLink('https://www.costco.co.kr/search?text=%EC%9A%B0%EC%9C%A0')).toMatchObject({
      kind: 'search',
      site: 'costco',
      query: '우유',
      category: null,
    });
    expect(parseSourceLink('https://www.costco.co.kr/FoodandBeverage/c/cos_10.14')).toMatchObject({
      kind: 'search',
      site: 'costco',
      category: 'cos_10.14',
    });
    expect(parseSourceLink('https://s.taobao.com/search?q=%E9%94%AE%E7%9B%98')).toMatchObject({
      kind: 'search',
      site: 'taobao',
      query: '键盘',
    });
    expect(parseSourceLink('https://s.1688.com/selloffer/offer_search.htm?keywords=abc')).toMatchObject({
      kind: 'search',
      site: '1688',
    });
    expect(parseSourceLink('https://shop101962396.taobao.com/')).toMatchObject({
      kind: 'shop',
      site: 'taobao',
    });
  });

  it('never trusts look-alike hosts', () => {
    expect(parseSourceLink('https://item.taobao.com.evil.example/item.htm?id=652370015315')).toBeNull();
    expect(parseSourceLink('https://eviltaobao.com/item.htm?id=652370015315')).toBeNull();
    expect(parseSourceLink('https://detail.1688.com.cn/offer/1.html')).toBeNull();
    expect(parseSourceLink('not a link')).toBeNull();
  });

  it('reads links to configured aliases (the emulator) as their site', () => {
    const aliases = [
      { baseUrl: 'http://127.0.0.1:4010/tmall', site: 'tmall' as const },
      { baseUrl: 'http://127.0.0.1:4010/1688', site: '1688' as const },
    ];
    expect(parseSourceLink('http://127.0.0.1:4010/tmall/item.htm?id=617129397971', { aliases })).toEqual({
      kind: 'product',
      site: 'tmall',
      code: '617129397971',
      url: 'http://127.0.0.1:4010/tmall/item.htm?id=617129397971',
    });
    expect(parseSourceLink('http://127.0.0.1:4010/1688/offer/813724060928.html', { aliases })).toMatchObject({
      site: '1688',
      code: '813724060928',
    });
    expect(parseSourceLink('http://127.0.0.1:4010/other/item.htm?id=1', { aliases })).toBeNull();
  });

  it('accepts bare codes per site', () => {
    expect(parseSourceCode('costco', ' 641176-K2 ')).toBe('641176-K2');
    expect(parseSourceCode('taobao', '652370015315')).toBe('652370015315');
    expect(parseSourceCode('1688', 'abc')).toBeNull();
  });
});

describe('mtop protocol', () => {
  it('signs md5(token&t&appKey&data) exactly', () => {
    const data = '{"id":"652370015315","detail_v":"3.3.0","preferWireless":"true"}';
    // Reference digests computed independently of this code.
    expect(mtopSign('9c2e7e4f1a', 1743131172518, '12574478', data)).toBe('8eb2f446ee94559bb331c5ad5e3a1cbf');
    expect(mtopSign('', '1700000000000', '12574478', '{}')).toBe('891c0608188f528e66fde340a09faa4d');
  });

  it('keeps the seller session and takes tokens from Set-Cookie', () => {
    const jar = new CookieJar('cookie2=abc; unb=22; _m_h5_tk=old_1');
    expect(jar.token()).toBe('old');
    jar.applySetCookie([
      '_m_h5_tk=9c2e7e4f1a_1743131999999; Path=/; Domain=.taobao.com; Max-Age=1800',
      '_m_h5_tk_enc=e1f2; Path=/',
      'unb=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(jar.token()).toBe('9c2e7e4f1a');
    expect(jar.header()).toBe('cookie2=abc; _m_h5_tk=9c2e7e4f1a_1743131999999; _m_h5_tk_enc=e1f2');
  });

  it.each([
    ['SUCCESS::调用成功', null],
    ['FAIL_SYS_TOKEN_EMPTY::令牌为空', 'TOKEN_REFRESH_FAILED'],
    ['FAIL_SYS_TOKEN_EXOIRED::令牌过期', 'TOKEN_REFRESH_FAILED'],
    ['FAIL_SYS_SESSION_EXPIRED::Session过期', 'LOGIN_REQUIRED'],
    ['FAIL_SYS_USER_VALIDATE::哎哟喂,被挤爆啦', 'CAPTCHA'],
    ['RGV587_ERROR::SM::哎哟喂,被挤爆啦,请稍后重试', 'BLOCKED'],
    ['FAIL_SYS_ILLEGAL_ACCESS::非法请求', 'BLOCKED'],
    ['FAIL_SYS_FLOWLIMIT::被挤爆啦', 'RATE_LIMITED'],
    ['FAIL_SYS_SERVICE_TIMEOUT::服务超时', 'UPSTREAM_UNAVAILABLE'],
    ['FAIL_BIZ_ITEM_NOT_EXIST::宝贝不存在', 'ITEM_NOT_FOUND'],
    ['FAIL_BIZ_SOMETHING::宝贝已下架', 'ITEM_NOT_FOUND'],
    ['FAIL_SYS_PARAMINVALID_ERROR::参数错误', 'HTTP_ERROR'],
  ] as const)('maps %s', (ret, code) => {
    const failure = mtopRetFailure([ret], 'taobao');
    expect(failure?.code ?? null).toBe(code);
  });

  it('marks token and limit failures transient and the rest permanent', () => {
    expect(mtopRetFailure(['FAIL_SYS_TOKEN_EMPTY::'], 'taobao')?.transient).toBe(true);
    expect(mtopRetFailure(['FAIL_SYS_FLOWLIMIT::'], 'taobao')?.transient).toBe(true);
    expect(mtopRetFailure(['RGV587_ERROR::SM'], 'taobao')?.transient).toBe(false);
    expect(mtopRetFailure(['FAIL_SYS_SESSION_EXPIRED::'], 'tmall')?.message).toContain(
      '티몰 로그인이 필요합니다',
    );
  });

  it('reads JSON and JSONP answers, and HTML punish pages as captcha', () => {
    const body = { api: 'x', v: '1.0', ret: ['SUCCESS::调用成功'], data: { a: 1 } };
    expect(parseEnvelope(JSON.stringify(body), 'u', 'taobao')).toEqual(body);
    expect(parseEnvelope(`mtopjsonp3(${JSON.stringify(body)})`, 'u', 'taobao').data).toEqual({ a: 1 });
    expect(() => parseEnvelope('<html>请按住滑块，拖动到最右边</html>', 'u', 'taobao')).toThrow(
      expect.objectContaining({ code: 'CAPTCHA' }) as Error,
    );
  });
});

describe('errors from fetchers', () => {
  it('reads the server fetcher and fetch errors by shape', () => {
    expect(
      toSourceError(Object.assign(new Error('응답 시간이 초과되었습니다.'), { transient: true }), 'costco'),
    ).toMatchObject({
      code: 'NETWORK',
      transient: true,
    });
    expect(
      toSourceError(Object.assign(new Error('허용되지 않은 사이트입니다'), { kind: 'blocked' }), '1688'),
    ).toMatchObject({
      code: 'FETCH_REFUSED',
      transient: false,
    });
    expect(toSourceError(new TypeError('fetch failed'), 'taobao')).toMatchObject({
      code: 'NETWORK',
      transient: true,
    });
    const original = new SourceError('CAPTCHA', 'taobao');
    expect(toSourceError(original, 'costco')).toBe(original);
  });
});
