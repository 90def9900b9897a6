import { Mark, Node } from '@tiptap/core';
import { attrsObject, NO_ATTRS, type HtmlAttrs } from '../html/attrs';

export const ImageNode = Node.create({
  name: 'image',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { htmlAttrs: { default: NO_ATTRS, rendered: false } };
  },
  renderHTML({ node }) {
    return ['img', attrsObject(node.attrs.htmlAttrs as HtmlAttrs)];
  },
});

export const HardBreakNode = Node.create({
  name: 'hardBreak',
  group: 'inline',
  inline: true,
  selectable: false,
  linebreakReplacement: true,
  addAttributes() {
    return { htmlAttrs: { default: NO_ATTRS, rendered: false } };
  },
  renderHTML({ node }) {
    return ['br', attrsObject(node.attrs.htmlAttrs as HtmlAttrs)];
  },
  addKeyboardShortcuts() {
    const insertBreak = () =>
      this.editor.commands.command(({ tr, state, dispatch }) => {
        if (dispatch) {
          // The break keeps the formatting around it, so typing on goes on in the same colour and size.
          const marks = state.storedMarks ?? state.selection.$to.marks();
          tr.replaceSelectionWith(this.type.create()).setStoredMarks(marks).scrollIntoView();
        }
        return true;
      });
    return { 'Shift-Enter': insertBreak, 'Mod-Enter': insertBreak };
  },
});

export type HtmlMarkAttrs = { tag: string; htmlAttrs: HtmlAttrs; key: number };

let lastMarkKey = 0;

/**
 * A fresh identity for an inline element. Two elements with equal tags and attributes side by side
 * (`<span a>x</span><span a>y</span>`) stay two elements because their keys differ.
 */
export function nextMarkKey(): number {
  lastMarkKey += 1;
  return lastMarkKey;
}

/**
 * Every inline element (span, font, b, strong, a, sup, unknown tags…) is this one mark type with its tag
 * and attributes. One type means marks keep the nesting order they were read in (marks of one type are
 * not reordered by rank), and several can apply to the same text.
 */
export const HtmlMark = Mark.create({
  name: 'htmlMark',
  excludes: '',
  inclusive: true,
  spanning: true,
  addAttributes() {
    return {
      tag: { default: 'span', rendered: false },
      htmlAttrs: { default: NO_ATTRS, rendered: false },
      key: { default: 0, rendered: false },
    };
  },
  renderHTML({ mark }) {
    const attrs = mark.attrs as HtmlMarkAttrs;
    return [attrs.tag, attrsObject(attrs.htmlAttrs), 0];
  },
});
