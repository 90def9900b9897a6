import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanDescriptionHtml, descriptionImageUrls, picturesToHtml } from '../src/text/description';
import { cleanImageList, cleanImageUrl, isDecorativeImage } from '../src/text/images';
import { findAssignedLiteral, matchLiteralEnd, parseLiteral } from '../src/text/literal';
import { yuanOfFen } from '../src/taobao/res';

describe('Taobao fen amounts', () => {
  it('reads fen as yuan without floating point drift', () => {
    expect(yuanOfFen('16400')).toBe('164');
    expect(yuanOfFen('13990')).toBe('139.9');
    expect(yuanOfFen('5')).toBe('0.05');
    expect(yuanOfFen(1)).toBe('0.01');
    expect(yuanOfFen('x')).toBeNull();
    expect(yuanOfFen(-1)).toBeNull();
    expect(yuanOfFen(1.5)).toBeNull();
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (fen) => {
        const yuan = yuanOfFen(String(fen))!;
        // Back to fen through strings only: the conversion is exact for every amount.
        const [int, frac = ''] = yuan.split('.');
        expect(Number(int) * 100 + Number(frac.padEnd(2, '0'))).toBe(fen);
      }),
    );
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
    expect(html).toBe('<p>说明</p><img src="https://img.alicdn.com/a.jpg" />');
  });

  it('unwraps even good links: they point back at the source site', () => {
    expect(
      cleanDescriptionHtml('<p><a href="https://shop1.taobao.com/" target="_blank">进店看看</a></p>', base),
    ).toBe('<p>进店看看</p>');
  });

  it('uses lazy sources, drops spacers and size suffixes', () => {
    const html = cleanDescriptionHtml(
      '<img class="lazy" data-src="//img.alicdn.com/b.jpg_q90.jpg" src="//g.alicdn.com/s.gif" width="750">' +
        '<img src="//img.alicdn.com/spaceball.gif"><img data-ks-lazyload="/c.png_.webp">',
      base,
    );
    expect(html).toBe(
      '<img src="https://img.alicdn.com/b.jpg" width="750" /><img src="https://item.taobao.com/c.png" />',
    );
    expect(descriptionImageUrls(html)).toEqual([
      'https://img.alicdn.com/b.jpg',
      'https://item.taobao.com/c.png',
    ]);
  });

  it('never lets a malformed tag through raw', () => {
    const html = cleanDescriptionHtml(
      '<p>a</p><img src="x.jpg" onerror="alert(1)\'>b<p>c<img src=y.jpg',
      base,
    );
    expect(html).not.toMatch(/onerror|<img[^>]*src="[^"]*x\.jpg/);
    expect(cleanDescriptionHtml('<p>1 < 2 <3 & 4></p>', base)).toBe('<p>1 &lt; 2 &lt;3 &amp; 4&gt;</p>');
  });

  it('drops style expressions and attributes outside the policy', () => {
    const html = cleanDescriptionHtml(
      '<table background="//img.alicdn.com/bg.jpg" style="width:750px" class="t" id="x">' +
        '<tr><td style="background:url(javascript:x);color:#f00" bgcolor="red">x</td></tr></table>',
      base,
    );
    expect(html).toBe('<table style="width:750px"><tr><td style="color:#f00">x</td></tr></table>');
  });

  it('gives picture lists as paragraphs of images', () => {
    expect(picturesToHtml(['https://img.alicdn.com/a.jpg?x=1&y="2"'])).toBe(
      '<p><img src="https://img.alicdn.com/a.jpg?x=1&amp;y=%222%22" /></p>',
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
