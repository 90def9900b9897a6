import type { Editor } from '@tiptap/react';
import { alignmentAt, blockTagAt, selectedImage, type Align, type BlockTag } from '../commands/blocks';
import { currentLink } from '../commands/link';
import { currentInlineStyle, isFormatActive } from '../commands/marks';
import { isInTable, tableCommands, type TableCommandName } from '../commands/table';

export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  align: Align;
  blockTag: BlockTag;
  fontSize: string | null;
  color: string | null;
  background: string | null;
  link: string | null;
  imageSelected: boolean;
  inTable: boolean;
  table: Record<TableCommandName, boolean>;
  bulletList: boolean;
  orderedList: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

/** What the toolbar shows for the current selection (read on every selection change). */
export function readToolbarState(editor: Editor): ToolbarState {
  const { state } = editor;
  const inTable = isInTable(state);
  const table = Object.fromEntries(
    Object.entries(tableCommands).map(([name, command]) => [name, inTable && command(state)]),
  ) as Record<TableCommandName, boolean>;
  const listAncestor = (name: string) => {
    const { $from } = state.selection;
    for (let depth = $from.depth; depth > 0; depth -= 1) {
      const node = $from.node(depth);
      if (node.type.name === 'bulletList' || node.type.name === 'orderedList') {
        return node.type.name === name;
      }
    }
    return false;
  };
  return {
    bold: isFormatActive(state, 'bold'),
    italic: isFormatActive(state, 'italic'),
    underline: isFormatActive(state, 'underline'),
    strike: isFormatActive(state, 'strike'),
    align: alignmentAt(state.selection.$from),
    blockTag: blockTagAt(state),
    fontSize: currentInlineStyle(state, 'font-size'),
    color: currentInlineStyle(state, 'color'),
    background: currentInlineStyle(state, 'background-color'),
    link: currentLink(state)?.href ?? null,
    imageSelected: selectedImage(state) !== null,
    inTable,
    table,
    bulletList: listAncestor('bulletList'),
    orderedList: listAncestor('orderedList'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}
