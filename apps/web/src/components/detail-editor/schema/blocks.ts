import { Node } from '@tiptap/core';
import { attrsObject, NO_ATTRS, type HtmlAttrs } from '../html/attrs';
import { sanitizedFragment } from '../html/sanitize';

/**
 * The block nodes. Each keeps its tag and its attributes as written (`htmlAttrs`), so any element of
 * a detail page has a place in the document without being renamed or losing attributes.
 */

export type TaggedAttrs = { tag: string; htmlAttrs: HtmlAttrs };

function taggedAttributes(defaultTag: string) {
  return {
    // Not kept on split: Enter at the end of a heading or a styled paragraph starts a plain <p>.
    tag: { default: defaultTag, rendered: false, keepOnSplit: false },
    htmlAttrs: { default: NO_ATTRS, rendered: false, keepOnSplit: false },
  };
}

export const DocumentNode = Node.create({
  name: 'doc',
  topNode: true,
  content: 'block+',
});

export const TextNode = Node.create({
  name: 'text',
  group: 'inline',
});

/**
 * A block holding text and inline content: p, h1–h6, pre, and any block tag (div, center, td content…)
 * whose children are all inline. First in the schema, so new blocks are <p>.
 */
export const TextBlockNode = Node.create({
  name: 'textBlock',
  priority: 1000,
  group: 'block',
  content: 'inline*',
  addAttributes() {
    return taggedAttributes('p');
  },
  renderHTML({ node }) {
    const attrs = node.attrs as TaggedAttrs;
    return [attrs.tag, attrsObject(attrs.htmlAttrs), 0];
  },
});

/** A block whose children include blocks (div, section, center, blockquote, or a span around a div). */
export const ContainerNode = Node.create({
  name: 'container',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return taggedAttributes('div');
  },
  renderHTML({ node }) {
    const attrs = node.attrs as TaggedAttrs;
    return [attrs.tag, attrsObject(attrs.htmlAttrs), 0];
  },
});

/**
 * Inline content standing between blocks in a container (`<div><p>…</p>text<img></div>`): a textblock
 * with no element of its own. It is written out as its content alone; on screen it is the anonymous
 * block the browser would make of that content.
 */
export const RunNode = Node.create({
  name: 'run',
  group: 'block',
  content: 'inline*',
  renderHTML() {
    return ['div', { class: 'sd-run' }, 0];
  },
  addKeyboardShortcuts() {
    return {
      // Splitting a run would give two runs written back to back, i.e. no line break at all: the text
      // after the caret goes into a new <p> instead.
      Enter: () => {
        const { $from } = this.editor.state.selection;
        if ($from.parent.type !== this.type) {
          return false;
        }
        return this.editor.commands.command(({ tr, dispatch, state }) => {
          if (dispatch) {
            tr.deleteSelection();
            const marks = state.storedMarks ?? tr.selection.$from.marks();
            tr.split(tr.selection.from, 1, [{ type: state.schema.nodes.textBlock!, attrs: { tag: 'p' } }]);
            tr.setStoredMarks(marks).scrollIntoView();
          }
          return true;
        });
      },
    };
  },
});

export const HorizontalRuleNode = Node.create({
  name: 'horizontalRule',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes() {
    return { htmlAttrs: { default: NO_ATTRS, rendered: false } };
  },
  renderHTML({ node }) {
    return ['hr', attrsObject(node.attrs.htmlAttrs as HtmlAttrs)];
  },
});

function opaqueView(inline: boolean) {
  return ({ node }: { node: { attrs: Record<string, unknown>; type: unknown } }) => {
    const dom = document.createElement(inline ? 'span' : 'div');
    dom.className = inline ? 'sd-opaque sd-opaque-inline' : 'sd-opaque';
    dom.contentEditable = 'false';
    dom.appendChild(sanitizedFragment(String(node.attrs.html)));
    return {
      dom,
      ignoreMutation: () => true,
    };
  };
}

/**
 * Content kept whole as its HTML: media, drawings, image maps and tables whose cells do not line up.
 * It stays exactly as written and can be changed in the source view.
 */
export const OpaqueBlockNode = Node.create({
  name: 'opaqueBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { html: { default: '', rendered: false } };
  },
  renderHTML() {
    return ['div', { class: 'sd-opaque' }];
  },
  addNodeView() {
    return opaqueView(false);
  },
});

export const OpaqueInlineNode = Node.create({
  name: 'opaqueInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { html: { default: '', rendered: false } };
  },
  renderHTML() {
    return ['span', { class: 'sd-opaque sd-opaque-inline' }];
  },
  addNodeView() {
    return opaqueView(true);
  },
});
