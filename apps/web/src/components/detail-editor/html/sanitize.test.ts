import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { detailEditorExtensions } from '../schema/extensions';
import { isSafeUrl, sanitizeHtml } from './sanitize';
import { setStyleProperty } from './style';
import { htmlToDoc } from './to-doc';
import { docToHtml } from './to-html';

const schema = getSchema(detailEditorExtensions());
const roundTrip = (html: string) => docToHtml(htmlToDoc(html, schema));

describe('what the editor lets into the page', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p><img src="/a.png" onerror="alert(1)" width="10"></p>', '<p><img src="/a.png" width="10"></p>'],
    ['<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['<p><a href="java\tscript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['<p><iframe src="https://evil.example"></iframe>b</p>', '<p>b</p>'],
    ['<form action="/x"><p>in a form</p></form>', '<p>in a form</p>'],
    ['<p style="color: red; background: url(javascript:alert(1))">s</p>', '<p style="color: red;">s</p>'],
    ['<p style="width: expression(alert(1))">s</p>', '<p>s</p>'],
    [
      '<svg><script>alert(1)</script><animate attributeName="href" to="javascript:alert(1)"></animate></svg>',
      '<svg></svg>',
    ],
    ['<style>body{display:none}</style><p>c</p>', '<p>c</p>'],
    ['<p contenteditable="true">d</p>', '<p>d</p>'],
  ])('%s → %s', (input, expected) => {
    expect(roundTrip(input)).toBe(expected);
    expect(sanitizeHtml(input)).toBe(expected === '<svg></svg>' ? '<svg></svg>' : sanitizeHtml(expected));
  });

  it('keeps web, mail and phone links, relative addresses and data: images where images load', () => {
    expect(isSafeUrl('https://a.example/x')).toBe(true);
    expect(isSafeUrl('/images/u1/a.png')).toBe(true);
    expect(isSafeUrl('mailto:a@b.example')).toBe(true);
    expect(isSafeUrl('tel:010')).toBe(true);
    expect(isSafeUrl('data:image/png;base64,AAAA', true)).toBe(true);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('data:text/html;base64,AAAA', true)).toBe(false);
    expect(isSafeUrl('vbscript:msgbox')).toBe(false);
  });
});

describe('style editing', () => {
  it('changes one property and keeps the others as written', () => {
    expect(setStyleProperty('font-size: 14.0px;color: #333333;', 'color', '#ff0000')).toBe(
      'font-size: 14.0px; color: #ff0000;',
    );
    expect(setStyleProperty('background: url("a;b.png"); color: red', 'color', null)).toBe(
      'background: url("a;b.png");',
    );
    expect(setStyleProperty('', 'text-align', 'center')).toBe('text-align: center;');
  });
});
