import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  detailImageUrls,
  detailPlainText,
  imagesToDetailHtml,
  safeHttpUrl,
  sanitizeDetailHtml,
} from '../src/index';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('what a detail page keeps', () => {
  it('keeps pictures, tables, lists, headings and text formatting', () => {
    const html =
      '<h2 align="center">상품 정보</h2><p>가볍고 <strong>튼튼한</strong> <em>텀블러</em> <u>500ml</u> <s>19,900</s><br>' +
      '<b>굵게</b> <i>기울임</i> H<sub>2</sub>O x<sup>2</sup> <small>작게</small></p><hr>' +
      '<figure><img src="https://img.test/a.jpg" alt="정면" width="750" height="1000"><figcaption>정면</figcaption></figure>' +
      '<table border="1" cellpadding="4" cellspacing="0" width="100%"><caption>규격</caption><thead><tr><th colspan="2">규격</th></tr></thead>' +
      '<tbody><tr><td rowspan="2" valign="top">크기</td><td>7cm</td></tr><tr><td>22cm</td></tr></tbody></table>' +
      '<ol start="3"><li>하나</li></ol><ul><li>둘</li></ul><dl><dt>소재</dt><dd>스테인리스</dd></dl>' +
      '<blockquote>후기</blockquote><pre>  코드  </pre>';
    expect(sanitizeDetailHtml(html)).toBe(html.replace(/<(img|br|hr)([^>]*)>/g, '<$1$2 />'));
  });

  it('keeps http(s) links, forcing rel="noopener noreferrer" and allowing only target=_blank', () => {
    expect(
      sanitizeDetailHtml(
        '<a href="https://brand.test/guide" target="_blank" rel="opener" title="x">사용 설명서</a>' +
          '<a href="http://brand.test/" target="_parent">홈</a>',
      ),
    ).toBe(
      '<a target="_blank" href="https://brand.test/guide" rel="noopener noreferrer">사용 설명서</a>' +
        '<a href="http://brand.test/" rel="noopener noreferrer">홈</a>',
    );
  });

  it('keeps safe inline styles and drops the rest property by property', () => {
    expect(
      sanitizeDetailHtml(
        '<p style="text-align:center; color:#FF0000; background-color: rgb(255, 242, 204); font-size:18.0px;' +
          ' font-weight:700; font-style:italic; text-decoration:underline; line-height:1.5; margin:0 auto;' +
          ' padding-left:20px; width:750px; max-width:100%; height:auto; border:1px solid #ccc;' +
          ' vertical-align:middle; font-family:SimSun; position:absolute; float:left; background:red">x</p>',
      ),
    ).toBe(
      '<p style="text-align:center;color:#FF0000;background-color:rgb(255, 242, 204);font-size:18.0px;' +
        'font-weight:700;font-style:italic;text-decoration:underline;line-height:1.5;margin:0 auto;' +
        'padding-left:20px;width:750px;max-width:100%;height:auto;border:1px solid #ccc;vertical-align:middle">x</p>',
    );
  });

  it('drops attribute values outside their rule', () => {
    expect(
      sanitizeDetailHtml(
        '<table width="javascript:1" border="x" align="middle"><tr><td colspan="2;" valign="top">a</td></tr></table>' +
          '<img src="https://img.test/a.jpg" width="100%" height="10em">',
      ),
    ).toBe(
      '<table><tr><td valign="top">a</td></tr></table><img src="https://img.test/a.jpg" width="100%" />',
    );
  });

  it('resolves relative addresses against the base URL, and drops them without one', () => {
    expect(sanitizeDetailHtml('<img src="/a.jpg"><img src="//cdn.test/b.jpg">')).toBe(
      '<img src="https://cdn.test/b.jpg" />',
    );
    expect(
      sanitizeDetailHtml('<img src="/a.jpg"><a href="../guide">g</a>', { baseUrl: 'http://shop.test/p/1' }),
    ).toBe(
      '<img src="http://shop.test/a.jpg" /><a href="http://shop.test/guide" rel="noopener noreferrer">g</a>',
    );
  });

  it('lets a caller pick image addresses but not widen the policy', () => {
    const options = {
      imageSource: (attributes: Readonly<Record<string, string>>) => attributes['data-src'] ?? null,
    };
    expect(
      sanitizeDetailHtml(
        '<img data-src="https://img.test/real.jpg" src="https://img.test/spacer.gif"><img data-src="javascript:alert(1)">',
        options,
      ),
    ).toBe('<img src="https://img.test/real.jpg" />');
  });

  it('unwraps links on request, keeping their content', () => {
    expect(
      sanitizeDetailHtml(
        '<p><a href="https://shop.test/"><img src="https://img.test/a.jpg">가게</a> 다음</p>',
        {
          unwrapLinks: true,
        },
      ),
    ).toBe('<p><img src="https://img.test/a.jpg" />가게 다음</p>');
  });

  it('builds a page from a picture list', () => {
    expect(imagesToDetailHtml(['https://img.test/a.jpg', 'javascript:alert(1)', '//img.test/b.jpg'])).toBe(
      '<p><img src="https://img.test/a.jpg" /></p><p></p><p><img src="https://img.test/b.jpg" /></p>',
    );
  });
});

describe('realistic descriptions keep every image, table and word', () => {
  it.each(['taobao-description.html', '1688-description.html'])('%s', (name) => {
    const input = fixture(name);
    const output = sanitizeDetailHtml(input, { unwrapLinks: true });
    const inputImages = detailImageUrls(input).map((url) => safeHttpUrl(url));
    expect(inputImages.length).toBeGreaterThanOrEqual(4);
    expect(detailImageUrls(output)).toEqual(inputImages);
    const text = detailPlainText(input);
    expect(text.length).toBeGreaterThan(100);
    expect(detailPlainText(output)).toBe(text);
    const tables = (html: string) => html.match(/<(?:table|tr|td)\b/g)?.length ?? 0;
    expect(tables(output)).toBe(tables(input));
    expect(output).not.toMatch(/<(?:map|area|font|a)\b|usemap|class=|id=/);
  });
});

describe('reading a detail page', () => {
  it('lists image addresses in order without duplicates, decoding entities', () => {
    expect(
      detailImageUrls(
        '<img src="https://a.test/1.jpg?x=1&amp;y=2"><p><IMG SRC="https://a.test/2.jpg"></p><img src="https://a.test/1.jpg?x=1&y=2"><img>',
      ),
    ).toEqual(['https://a.test/1.jpg?x=1&y=2', 'https://a.test/2.jpg']);
  });

  it('gives the visible text, one block per line', () => {
    expect(
      detailPlainText(
        '<h3>제목</h3><p>첫  줄<br>둘째&nbsp;줄</p><script>var x=1</script><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('제목\n첫 줄\n둘째 줄\na\nb');
  });
});
