import { getSchema } from '@tiptap/core';
import { Transform } from '@tiptap/pm/transform';
import { describe, expect, it } from 'vitest';
import { largeDescription } from '../../../../test-harness/large-description';
import { RICH_FIXTURES } from '../fixtures/descriptions';
import { detailEditorExtensions } from '../schema/extensions';
import { parseSanitizedBody } from './sanitize';
import { htmlToDoc, newContext } from './to-doc';
import { convertPiece, planPieceCuts } from './to-doc-pieces';
import { docToHtml } from './to-html';

const schema = getSchema(detailEditorExtensions());

/** The document built as ChunkedLoad builds it: the first piece, then each next one inserted at the end. */
function assemble(html: string, first: number, next: number) {
  const root = parseSanitizedBody(html);
  const context = newContext(schema);
  const cuts = planPieceCuts(root, context, first, next);
  const head = convertPiece(root, null, cuts[0] ?? null, context);
  let doc = schema.nodes.doc!.create(null, head.content);
  let insertAt = doc.content.size - head.openEnd;
  for (let i = 1; i <= cuts.length; i += 1) {
    const tr = new Transform(doc).replace(
      insertAt,
      insertAt,
      convertPiece(root, cuts[i - 1]!, cuts[i] ?? null, context),
    );
    insertAt = tr.mapping.map(insertAt, 1);
    doc = tr.doc;
  }
  doc.check();
  return { doc, pieces: cuts.length + 1 };
}

const NESTED =
  '<div class="wrap"><p>머리</p>앞 글<div style="margin: 0 auto;">' +
  Array.from(
    { length: 40 },
    (_, i) =>
      `<p>문단 ${i} <b>굵게</b></p>${i % 7 === 0 ? `글 ${i}<br>` : ''}<table><tbody><tr><td>${i}</td></tr></tbody></table>`,
  ).join('') +
  '꼬리 글</div><ul><li>목록</li></ul>뒤 글</div><p>바깥</p>';

describe('reading a page in pieces', () => {
  const cases: [name: string, html: string, first: number, next: number][] = [
    ['a wrapped 300 KB page', largeDescription(300_000, 10), 20_000, 60_000],
    ['nested containers with text between blocks', NESTED, 200, 400],
    ...RICH_FIXTURES.map((f): [string, string, number, number] => [f.name, f.html, 50, 150]),
  ];
  // Parsing 300 KB twice in jsdom takes seconds on a busy machine: a correctness test, not a timing one.
  it.each(cases)(
    '%s: the pieces make the same document as the whole',
    (_name, html, first, next) => {
      const { doc, pieces } = assemble(html, first, next);
      expect(docToHtml(doc)).toBe(docToHtml(htmlToDoc(html, schema)));
      if (html.length > 2 * next) {
        expect(pieces).toBeGreaterThan(2);
      }
    },
    30_000,
  );

  it('cuts inside the wrapper, never inside tables or text blocks', () => {
    const root = parseSanitizedBody(largeDescription(300_000, 10));
    const cuts = planPieceCuts(root, newContext(schema), 20_000, 60_000);
    expect(cuts.length).toBeGreaterThan(3);
    for (const cut of cuts) {
      expect(cut.parentElement?.className).toBe('desc-wrapper');
      expect(cut.parentElement!.closest('table, ul, ol, p')).toBeNull();
    }
  });
});
