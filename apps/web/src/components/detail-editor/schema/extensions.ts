import type { AnyExtension } from '@tiptap/core';
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions';
import {
  ContainerNode,
  DocumentNode,
  HorizontalRuleNode,
  OpaqueBlockNode,
  OpaqueInlineNode,
  RunNode,
  TextBlockNode,
  TextNode,
} from './blocks';
import { HtmlClipboard } from './clipboard';
import { HardBreakNode, HtmlMark, ImageNode } from './inline';
import { LinkBoundary } from './link-boundary';
import { BulletListNode, ListItemNode, OrderedListNode } from './lists';
import { TableCellNode, TableEditing, TableHeaderNode, TableNode, TableRowNode } from './tables';

/** The editor's schema and behaviour: HTML-preserving nodes and marks, tables, lists, history. */
export function detailEditorExtensions(): AnyExtension[] {
  return [
    DocumentNode,
    TextNode,
    TextBlockNode,
    ContainerNode,
    RunNode,
    HorizontalRuleNode,
    OpaqueBlockNode,
    OpaqueInlineNode,
    ImageNode,
    HardBreakNode,
    HtmlMark,
    BulletListNode,
    OrderedListNode,
    ListItemNode,
    TableNode,
    TableRowNode,
    TableCellNode,
    TableHeaderNode,
    TableEditing,
    HtmlClipboard,
    LinkBoundary,
    UndoRedo.configure({ depth: 200 }),
    Dropcursor,
    Gapcursor,
  ];
}
