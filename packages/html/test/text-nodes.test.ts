import { describe, expect, it } from 'vitest';
import { hasHanText, mapDetailText, sanitizeDetailHtml } from '../src/index';

const upper = async (texts: string[]) => texts.map((t) => `[${t}]`);

describe('mapDetailText: the words of a detail page, nothing else', () => {
  it('changes only Chinese text nodes and keeps tags, attributes, images and tables byte for byte', async () => {
    const html = sanitizeDetailHtml(
      '<p style="text-align:center"><img src="https://img.test/a.jpg" alt="正面图" width="750" />' +
        ' 三模连接 <b>蓝牙5.0</b> </p><table border="1"><tr><td>尺寸</td><td>7cm</td></tr></table>' +
        '<p>Korean 텍스트 stays</p>',
    );
    const calls: string[][] = [];
    const result = await mapDetailText(html, async (texts) => {
      calls.push(texts);
      return upper(texts);
    });
    expect(calls).toEqual([['三模连接', '蓝牙5.0', '尺寸']]);
    expect(result).toMatchObject({ changed: 3, picked: 3 });
    // The alt text (an attribute) is not a text node; spacing around a node is kept.
    expect(result.html).toBe(
      '<p style="text-align:center"><img src="https://img.test/a.jpg" alt="正面图" width="750" />' +
        ' [三模连接] <b>[蓝牙5.0]</b> </p><table border="1"><tr><td>[尺寸]</td><td>7cm</td></tr></table>' +
        '<p>Korean 텍스트 stays</p>',
    );
  });

  it('decodes entities for the translator and escapes what comes back', async () => {
    const html = sanitizeDetailHtml('<p>尺寸 &lt;大&gt; &amp; 小</p>');
    const seen: string[] = [];
    const result = await mapDetailText(html, async (texts) => {
      seen.push(...texts);
      return ['크기 <큰> & <script>'];
    });
    expect(seen).toEqual(['尺寸 <大> & 小']);
    expect(result.html).toBe('<p>크기 &lt;큰&gt; &amp; &lt;script&gt;</p>');
    // Still exactly what the policy would produce.
    expect(sanitizeDetailHtml(result.html)).toBe(result.html);
  });

  it('leaves a node alone when the answer is missing, and asks nothing for a page without Chinese', async () => {
    const html = '<p>颜色</p><p>尺码</p>';
    expect((await mapDetailText(html, async () => [null, '사이즈'])).html).toBe('<p>颜色</p><p>사이즈</p>');
    let asked = false;
    const plain = await mapDetailText('<p>튼튼한 텀블러</p>', async () => {
      asked = true;
      return [];
    });
    expect(asked).toBe(false);
    expect(plain).toEqual({ html: '<p>튼튼한 텀블러</p>', changed: 0, picked: 0 });
    expect(hasHanText('abc 한글')).toBe(false);
    expect(hasHanText('正品')).toBe(true);
  });
});
