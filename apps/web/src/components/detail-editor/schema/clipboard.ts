import { Extension } from '@tiptap/core';
import { DOMParser, DOMSerializer, Fragment, Slice, type Schema } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { sanitizeTree } from '../html/sanitize';
import { convertRoot } from '../html/to-doc';
import { fragmentToHtml } from '../html/to-html';

/**
 * Copy and paste through the same HTML conversion as loading and saving, so a copied table or styled
 * text pastes back with its tags and attributes, and HTML pasted from elsewhere is sanitised first.
 */

export class HtmlClipboardParser extends DOMParser {
  constructor(schema: Schema) {
    super(schema, []);
  }

  override parseSlice(dom: globalThis.Node): Slice {
    const root = dom as Element;
    sanitizeTree(root);
    // prosemirror's own marker of a copied slice's depth is read by prosemirror, not content.
    for (const marked of Array.from(root.querySelectorAll('[data-pm-slice]'))) {
      marked.removeAttribute('data-pm-slice');
    }
    return new Slice(Fragment.from(convertRoot(root, this.schema)), 0, 0);
  }

  override parse(dom: globalThis.Node) {
    const content = this.parseSlice(dom).content;
    return this.schema.topNodeType.create(
      null,
      content.childCount ? content : this.schema.nodes.textBlock!.create(),
    );
  }
}

export class HtmlClipboardSerializer extends DOMSerializer {
  constructor() {
    super({}, {});
  }

  override serializeFragment(
    fragment: Fragment,
    options: { document?: Document } = {},
    target?: HTMLElement | DocumentFragment,
  ): HTMLElement | DocumentFragment {
    const doc = options.document ?? window.document;
    const template = doc.createElement('template');
    template.innerHTML = fragmentToHtml(fragment);
    const out = target ?? doc.createDocumentFragment();
    out.append(...Array.from(template.content.childNodes));
    return out;
  }
}

export const HtmlClipboard = Extension.create({
  name: 'htmlClipboard',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('htmlClipboard'),
        props: {
          clipboardParser: new HtmlClipboardParser(this.editor.schema),
          clipboardSerializer: new HtmlClipboardSerializer(),
        },
      }),
    ];
  },
});
