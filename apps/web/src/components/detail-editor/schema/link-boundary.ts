import { Extension } from '@tiptap/core';
import type { Mark } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';

export function isLinkMark(mark: Mark): boolean {
  return mark.type.name === 'htmlMark' && mark.attrs.tag === 'a';
}

/**
 * Text typed right after a link is not part of it (other inline elements, like a coloured span, do
 * extend as the seller types — that is how a browser edits them too).
 */
export const LinkBoundary = Extension.create({
  name: 'linkBoundary',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('linkBoundary'),
        props: {
          handleTextInput(view, from, to, text) {
            const { state } = view;
            const $from = state.doc.resolve(from);
            const marks = state.storedMarks ?? $from.marks();
            const link = marks.find(isLinkMark);
            if (!link || (from === to && $from.nodeAfter && link.isInSet($from.nodeAfter.marks))) {
              return false;
            }
            if (from !== to) {
              return false;
            }
            const node = state.schema.text(
              text,
              marks.filter((mark) => mark !== link),
            );
            view.dispatch(state.tr.replaceWith(from, to, node).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
