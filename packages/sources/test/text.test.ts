import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, fenToYuan, parseDecimal, subtractDecimal } from '../src/decimal';
import { cleanDescriptionHtml, descriptionImageUrls } from '../src/text/description';
import { cleanImageList, cleanImageUrl, isDecorativeImage } from '../src/text/images';
import { findAssignedLiteral, matchLiteralEnd, parseLiteral } from '../src/text/literal';

describe('decimal strings', () => {
  it.each([
    ['164起', '164'],
    ['¥29.90', '29.9'],
    ['￥ 1,299.00', '1299'],
    ['35,990원', '35990'],
    ['0.05', '0.05'],
    ['007.50', '7.5'],
    [3.6, '3.6'],
    [35990, '35990'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([['2.30-20.52'], [''], ['abc'], [-1], [Number.NaN], [null], ['1.2.3']])('refuses %j', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it('converts fen without floating point drift', () => {
    expect(fenToYuan('16400')).toBe('164');
    expect(fenToYuan('13990')).toBe('139.9');
    expect(fenToYuan('5')).toBe('0.05');
    expect(fenToYuan(1)).toBe('0.01');
    expect(fenToYuan('x')).toBeNull();
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (fen) => {
        const yuan = fenToYuan(String(fen))!;
        // Back to fen through strings only: the conversion is exact for every amount.
        const [int, frac = ''] = yuan.split('.');
        expect(Number(int) * 100 + Number(frac.padEnd(2, '0'))).toBe(fen);
      }),
    );
  });

  it('compares and subtracts exactly', () => {
    expect(compareDecimal('0.1', '0.09')).toBe(1);
    expect(compareDecimal('164', '164')).toBe(0);
    expect(compareDecimal('9.9', '10')).toBe(-1);
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('35990', '2000')).toBe('33990');
    expect(() => subtractDecimal('1', '2')).toThrow(RangeError);
  });
});

describe('image URLs', () => {
  it.each([
    [
      '//img.alicdn.com/imgextra/i4/1/O1CN01a_!!1.jpg',
      'https://img.alicdn.com/imgextra/i4/1/O1CN01a_!!1.jpg',
    ],
    ['https://img.alicdn.com/i1/O1CN01a_!!1.jpg_60x60q90.jpg', 'https://img.alicdn.com/i1/O1CN01a_!!1.jpg'],
    ['https://img.alicdn.com/i1/O1CN01a_!!1.jpg_q50.jpg_.webp', 'https://img.alicdn.com/i1/O1CN01a_!!1.jpg'],
    [
      'https://cbu01.alicdn.com/img/ibank/O1CN01b_!!2-0-cib.png_.webp',
      'https://cbu01.alicdn.com/img/ibank/O1CN01b_!!2-0-cib.png',
    ],
    ['//gw.alicdn.com/tfs/TB1a.png?getAvatar=avatar', 'https://gw.alicdn.com/tfs/TB1a.png'],
    ['https:\\/\\/img.alicdn.com\\/a.jpg', 'https://img.alicdn.com/a.jpg'],
  ])('cleans %s', (input, expected) => {
    expect(cleanImageUrl(input)).toBe(expected);
  });

  it('keeps query strings off the Alibaba CDN and resolves against the page protocol', () => {
    expect(cleanImageUrl('https://example.com/image.jpg?v=2')).toBe('https://example.com/image.jpg?v=2');
    expect(cleanImageUrl('//127.0.0.1:4010/img/a.jpg', 'http://127.0.0.1:4010/taobao/item.htm?id=1')).toBe(
      'http://127.0.0.1:4010/img/a.jpg',
    );
  });

  it('refuses what is not an http image address', () => {
    for (const value of [
      '',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/relative.jpg',
      42,
      null,
    ]) {
      expect(cleanImageUrl(value)).toBeNull();
    }
  });

  it('recognises spacers and interface icons but not product images', () => {
    expect(isDecorativeImage('https://img.alicdn.com/spaceball.gif')).toBe(true);
    expect(isDecorativeImage('https://g.alicdn.com/s.gif')).toBe(true);
    expect(isDecorativeImage('https://img.alicdn.com/imgextra/i1/O1CN01x-1-1.gif')).toBe(true);
    expect(isDecorativeImage('https://img.alicdn.com/imgextra/i2/O1CN01x_!!6000-2-tps-48-48.png')).toBe(true);
    expect(isDecorativeImage('https://img.alicdn.com/imgextra/i2/O1CN01x_!!6000-2-tps-750-1000.png')).toBe(
      false,
    );
    expect(isDecorativeImage('https://img.alicdn.com/imgextra/i4/1/O1CN01a_!!1.jpg')).toBe(false);
  });

  it('deduplicates after cleaning, keeping the first occurrence', () => {
    expect(
      cleanImageList([
        'https://img.alicdn.com/a.jpg',
        '//img.alicdn.com/a.jpg_400x400.jpg',
        'https://img.alicdn.com/spaceball.gif',
        'https://img.alicdn.com/b.jpg',
      ]),
    ).toEqual(['https://img.alicdn.com/a.jpg', 'https://img.alicdn.com/b.jpg']);
  });
});

describe('description HTML', () => {
  const base = 'https://item.taobao.com/item.htm?id=1';

  it('removes scripts, handlers, frames and javascript: links, unwrapping anchors', () => {
    const html = cleanDescriptionHtml(
      '<p onclick="x()">说明<script>alert(1)</script></p><iframe src="https://evil.test"></iframe>' +
        '<a href="javascript:steal()"><img src="//img.alicdn.com/a.jpg" onerror="x()"></a><style>p{}</style>',
      base,
    );
    expect(html).toBe('<p>说明</p><img src="https://img.alicdn.com/a.jpg">');
  });

  it('uses lazy sources, drops spacers and size suffixes', () => {
    const html = cleanDescriptionHtml(
      '<img class="lazy" data-src="//img.alicdn.com/b.jpg_q90.jpg" src="//g.alicdn.com/s.gif" width="750">' +
        '<img src="//img.alicdn.com/spaceball.gif">',
      base,
    );
    expect(html).toBe('<img src="https://img.alicdn.com/b.jpg" class="lazy" width="750">');
    expect(descriptionImageUrls(html)).toEqual(['https://img.alicdn.com/b.jpg']);
  });

  it('never lets a malformed tag through raw', () => {
    const html = cleanDescriptionHtml('<p>a</p><img src="x.jpg" onerror="alert(1)\'>b', base);
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;');
  });

  it('drops style expressions and keeps harmless attributes', () => {
    const html = cleanDescriptionHtml(
      '<table background="//img.alicdn.com/bg.jpg" style="width:750px"><tr><td style="background:url(javascript:x)">x</td></tr></table>',
      base,
    );
    expect(html).toBe(
      '<table background="https://img.alicdn.com/bg.jpg" style="width:750px"><tr><td>x</td></tr></table>',
    );
  });
});

describe('inline script literals', () => {
  it('finds the ICE context assigned through a variable inside an IIFE', () => {
    const html =
      '<script>var x = {"a":1};</script><script>!(function () {var a = window.__ICE_APP_CONTEXT__ || {};' +
      'var b = {"loaderData":{"home":{"data":{"res":{"item":{"title":"a}b\\"c"}}}}}};' +
      'for (var k in a) {b[k] = a[k]}window.__ICE_APP_CONTEXT__=b;})();</script>';
    expect(findAssignedLiteral(html, '__ICE_APP_CONTEXT__', 'loaderData')).toEqual({
      loaderData: { home: { data: { res: { item: { title: 'a}b"c' } } } } },
    });
  });

  it('finds a direct assignment and ignores scripts without the marker', () => {
    const html =
      '<script>window.other = {"loaderData":1}</script><script>window.__INIT_DATA = {"globalData":{"x":[1,2]}}</script>';
    expect(findAssignedLiteral(html, '__INIT_DATA', 'globalData')).toEqual({ globalData: { x: [1, 2] } });
    expect(findAssignedLiteral(html, '__ICE_APP_CONTEXT__', 'loaderData')).toBeUndefined();
  });

  it('parses relaxed JavaScript literals without evaluating anything', () => {
    expect(parseLiteral("{a: 1, 'b': 'x\\'y', c: [!0, !1, undefined, null,], /* note */ d: .5,}")).toEqual({
      a: 1,
      b: "x'y",
      c: [true, false, undefined, null],
      d: 0.5,
    });
    expect(() => parseLiteral('{a: alert(1)}')).toThrow();
  });

  it('reports unbalanced literals', () => {
    expect(matchLiteralEnd('{"a": {"b": 1}', 0)).toBe(-1);
    expect(matchLiteralEnd('{"a": "}"} tail', 0)).toBe(10);
  });
});
