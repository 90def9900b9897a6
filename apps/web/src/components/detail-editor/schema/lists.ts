import { Node } from '@tiptap/core';
import { attrsObject, NO_ATTRS, type HtmlAttrs } from '../html/attrs';

function listNode(name: 'bulletList' | 'orderedList', tag: 'ul' | 'ol') {
  return Node.create({
    name,
    group: 'block list',
    content: 'listItem+',
    addAttributes() {
      return { htmlAttrs: { default: NO_ATTRS, rendered: false } };
    },
    renderHTML({ node }) {
      return [tag, attrsObject(node.attrs.htmlAttrs as HtmlAttrs), 0];
    },
  });
}

export const BulletListNode = listNode('bulletList', 'ul');
export const OrderedListNode = listNode('orderedList', 'ol');

export const ListItemNode = Node.create({
  name: 'listItem',
  // Before the run's Enter: in a list item, Enter makes the next item.
  priority: 200,
  content: 'block+',
  defining: true,
  addAttributes() {
    return { htmlAttrs: { default: NO_ATTRS, rendered: false, keepOnSplit: false } };
  },
  renderHTML({ node }) {
    return ['li', attrsObject(node.attrs.htmlAttrs as HtmlAttrs), 0];
  },
  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => this.editor.commands.sinkListItem(this.name),
      'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
    };
  },
});
