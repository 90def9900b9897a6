import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build1688Description, buildGetdescData, generatedItem } from '@sellerdesk/emulators/fixtures';
import {
  cleanDescriptionHtml,
  parseCostcoProduct,
  parseGetdescData,
  parseOfferDetails,
  type SourceDescription,
} from '@sellerdesk/sources';
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { RICH_FIXTURES } from '../fixtures/descriptions';
import { detailEditorExtensions } from '../schema/extensions';
import { domSignature, imageSources } from '../testing/dom-signature';
import { htmlToDoc } from './to-doc';
import { docToHtml, fragmentToHtml } from './to-html';

/**
 * The editor's promise: detail HTML read into the editor and written out again is the same page — same
 * elements, attributes, styles, text and image order (compared as normalised DOMs, see domSignature).
 */

const schema = getSchema(detailEditorExtensions());

const sourcesFixture = (name: string) =>
  readFileSync(
    path.join(import.meta.dirname, '../../../../../../packages/sources/test/fixtures', name),
    'utf8',
  );

function descriptionHtml(description: SourceDescription | undefined): string {
  if (description?.kind !== 'html') {
    throw new Error(`expected an HTML description, got ${description?.kind}`);
  }
  return description.html;
}

const costcoReal = parseCostcoProduct(JSON.parse(sourcesFixture('costco-product-651234.json')) as unknown, {
  requestedCode: '651234',
});
const taobaoHtmlItem = generatedItem('taobao', 1);
const taobaoPicturesItem = generatedItem('tmall', 2);
const alibabaItem = generatedItem('1688', 2);

/** What the editor is given: descriptions as collection stores them, and pages sellers saved. */
const DESCRIPTIONS: { name: string; html: string }[] = [
  ...RICH_FIXTURES.map((fixture) => ({
    name: fixture.name,
    html: fixture.raw ? cleanDescriptionHtml(fixture.html, 'https://item.taobao.com/') : fixture.html,
  })),
  {
    name: '1688 offer_details payload (real capture)',
    html: parseOfferDetails(
      sourcesFixture('1688-offer-details-813724060928.txt'),
      'https://itemcdn.tmall.com/1688offer/icoss1',
    )!,
  },
  { name: 'Costco OCC product description (real capture)', html: descriptionHtml(costcoReal.description) },
  {
    name: 'Taobao getdesc seller HTML',
    html: descriptionHtml(
      parseGetdescData(
        buildGetdescData(taobaoHtmlItem, { imageBase: 'https://img.alicdn.com' }),
        'taobao',
        'https://item.taobao.com/',
      ),
    ),
  },
  {
    name: 'Tmall getdesc picture layout',
    html: descriptionHtml(
      parseGetdescData(
        buildGetdescData(taobaoPicturesItem, { imageBase: 'https://img.alicdn.com' }),
        'tmall',
        'https://detail.tmall.com/',
      ),
    ),
  },
  {
    name: '1688 picture description',
    html: parseOfferDetails(
      build1688Description(alibabaItem, 'https://cbu01.alicdn.com'),
      'https://cbu01.alicdn.com',
    )!,
  },
];

/** Markup the model has to work for: every case here is kept as written. */
const EDGE_CASES: { name: string; html: string }[] = [
  { name: 'empty inline elements', html: '<p>앞<span style="color: red;"></span><a name="top"></a>뒤</p>' },
  {
    name: 'nested and adjacent identical spans',
    html: '<p><span style="color: red;"><span style="color: red;">a</span></span><span style="color: red;">b</span></p>',
  },
  {
    name: 'inline element around blocks',
    html: '<a href="https://a.example/x"><div><img src="/i.png"></div></a>',
  },
  { name: 'inline content at the top level', html: '텍스트 <b>굵게</b><img src="/a.png"><p>문단</p>꼬리' },
  {
    name: 'table with holes (kept whole)',
    html: '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>',
  },
  {
    name: 'table with text between rows (kept whole)',
    html: '<table><tbody><tr><td>a</td></tr></tbody>x</table>',
  },
  { name: 'list with a stray element', html: '<ul><li>a</li><div>b</div></ul>' },
  {
    name: 'svg drawing',
    html: '<p><svg width="10" height="10"><circle cx="5" cy="5" r="4" fill="red"></circle></svg> 원</p>',
  },
  { name: 'entities and non-breaking spaces', html: '<p>&lt;태그&gt; &amp; 5&nbsp;&nbsp;개 “따옴표”</p>' },
  { name: 'white space around breaks', html: '<p>\n  첫 줄 <br>\n  둘째   줄 <br> </p>' },
  {
    name: 'unknown tags and attributes',
    html: '<p><o:p data-x="1">워드</o:p><custom-tag foo="bar">x</custom-tag></p>',
  },
  {
    name: 'deep nesting',
    html: '<div><section><div><center><p><font><b><i><u>깊은</u></i></b></font></p></center></div></section></div>',
  },
  { name: 'empty document', html: '' },
];

describe('detail HTML round trip', () => {
  it('covers realistic descriptions from every source', () => {
    expect(DESCRIPTIONS.length).toBeGreaterThanOrEqual(6);
    for (const { html } of DESCRIPTIONS) {
      expect(html.length).toBeGreaterThan(50);
    }
  });

  it.each([...DESCRIPTIONS, ...EDGE_CASES])('$name: same page after the editor', ({ html }) => {
    const doc = htmlToDoc(html, schema);
    doc.check();
    const out = docToHtml(doc);
    expect(domSignature(out)).toBe(domSignature(html));
    expect(imageSources(out)).toEqual(imageSources(html));
    // Written out once, the HTML is stable: reading it again writes the same text.
    expect(docToHtml(htmlToDoc(out, schema))).toBe(out);
    // The source view's layout (line breaks between blocks) reads back as the same page.
    expect(docToHtml(htmlToDoc(docToHtml(doc, { pretty: true }), schema))).toBe(out);
  });

  it('keeps tables it cannot model exactly as written', () => {
    const html = '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>';
    const doc = htmlToDoc(html, schema);
    expect(doc.firstChild?.type.name).toBe('opaqueBlock');
    expect(docToHtml(doc)).toBe(html);
  });

  it('models well-formed tables as editable tables with their spans', () => {
    const doc = htmlToDoc(
      '<table><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td colspan="1">c</td></tr></tbody></table>',
      schema,
    );
    const table = doc.firstChild!;
    expect(table.type.name).toBe('table');
    expect(table.firstChild!.firstChild!.attrs).toMatchObject({ rowspan: 2, colspan: 1 });
  });

  it('copies and pastes through the same HTML (the clipboard keeps tags and attributes)', () => {
    const html = DESCRIPTIONS[1]!.html;
    const doc = htmlToDoc(html, schema);
    expect(domSignature(fragmentToHtml(doc.content))).toBe(domSignature(html));
  });
});

describe('domSignature', () => {
  const base =
    '<div style="width: 790px;"><p><span style="color: red;">빨강</span> 글</p><img src="/a.png"><img src="/b.png"></div>';
  it.each([
    ['a dropped attribute', base.replace(' style="width: 790px;"', '')],
    ['a changed style', base.replace('color: red', 'color: blue')],
    ['a removed element', base.replace('<span style="color: red;">빨강</span>', '빨강')],
    ['merged spans', '<p><span>a</span><span>b</span></p>'],
    [
      'images swapped',
      base.replace('/a.png', '/x.png').replace('/b.png', '/a.png').replace('/x.png', '/b.png'),
    ],
    ['changed text', base.replace('글', '굴')],
    ['a lost space', base.replace('</span> 글', '</span>글')],
  ])('tells %s apart', (_what, changed) => {
    const original = _what === 'merged spans' ? '<p><span>a</span>b</p>' : base;
    expect(domSignature(changed)).not.toBe(domSignature(original));
  });

  it('ignores what does not show: attribute order, white space between blocks, comments', () => {
    expect(domSignature('<p a="1" b="2">x  y</p>\n<!-- c -->\n<p>z</p>')).toBe(
      domSignature('<p b="2" a="1">x y</p><p>z</p>'),
    );
  });
});
