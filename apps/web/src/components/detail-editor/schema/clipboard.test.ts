import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { htmlToDoc } from '../html/to-doc';
import { docToHtml, fragmentToHtml } from '../html/to-html';
import { HtmlClipboardParser, HtmlClipboardSerializer } from './clipboard';
import { detailEditorExtensions } from './extensions';

const schema = getSchema(detailEditorExtensions());

describe('clipboard', () => {
  it('pastes HTML from elsewhere sanitised, with its tags and attributes', () => {
    const dom = document.createElement('div');
    dom.innerHTML =
      '<p data-pm-slice="1 1 []" style="color: red;">붙여넣기<script>alert(1)</script><img src="/a.png" onerror="alert(1)"></p>' +
      '<table><tbody><tr><td colspan="2">표</td></tr></tbody></table>';
    const slice = new HtmlClipboardParser(schema).parseSlice(dom);
    expect(fragmentToHtml(slice.content)).toBe(
      '<p style="color: red;">붙여넣기<img src="/a.png"></p><table><tbody><tr><td colspan="2">표</td></tr></tbody></table>',
    );
  });

  it('copies the same HTML the editor writes out', () => {
    const html = '<div style="width: 790px;">글<p><span style="color: #ff0000;">빨강</span></p></div>';
    const doc = htmlToDoc(html, schema);
    const out = new HtmlClipboardSerializer().serializeFragment(doc.content, { document });
    const holder = document.createElement('div');
    holder.append(out);
    expect(holder.innerHTML).toBe(docToHtml(doc));
  });
});
