import type { Node as PmNode } from '@tiptap/pm/model';
import { TextSelection, type Command, type Transaction } from '@tiptap/pm/state';
import {
  addColumnAfter,
  addColumnBefore,
  addRowAfter,
  addRowBefore,
  deleteColumn,
  deleteRow,
  deleteTable,
  findTable,
  isInTable,
  mergeCells,
  splitCell,
  TableMap,
} from '@tiptap/pm/tables';
import type { HtmlAttrs } from '../html/attrs';
import type { TableCellAttrs } from '../schema/tables';

/** Borders written on the table itself: market pages have no stylesheet for it. */
const NEW_TABLE_STYLE = 'width: 100%; border-collapse: collapse;';
const NEW_CELL_STYLE = 'border: 1px solid #cccccc; padding: 6px;';

export function insertTable(rows: number, cols: number): Command {
  return (state, dispatch) => {
    const { nodes } = state.schema;
    if (rows < 1 || cols < 1) {
      return false;
    }
    if (dispatch) {
      const cell = () =>
        nodes.tableCell!.create({ htmlAttrs: [['style', NEW_CELL_STYLE]] }, nodes.textBlock!.create());
      const rowNodes = Array.from({ length: rows }, () =>
        nodes.tableRow!.create(null, Array.from({ length: cols }, cell)),
      );
      const table = nodes.table!.create({ htmlAttrs: [['style', NEW_TABLE_STYLE]] }, rowNodes);
      const tr = state.tr.replaceSelectionWith(table);
      // Caret into the first cell (table > row > cell > paragraph).
      let tablePos = -1;
      tr.doc.descendants((node, pos) => {
        if (node === table) {
          tablePos = pos;
        }
        return tablePos < 0 && !node.isTextblock;
      });
      if (tablePos >= 0) {
        tr.setSelection(TextSelection.create(tr.doc, tablePos + 4));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

function cellsOf(table: PmNode): Set<PmNode> {
  const cells = new Set<PmNode>();
  table.descendants((node) => {
    if (node.type.spec.tableRole === 'cell' || node.type.spec.tableRole === 'header_cell') {
      cells.add(node);
    }
    return node.type.spec.tableRole === 'table' || node.type.spec.tableRole === 'row';
  });
  return cells;
}

const NOT_INHERITED = new Set(['colspan', 'rowspan', 'id']);

/**
 * Cells that prosemirror-tables adds are bare; give each the attributes (borders, padding) of a cell
 * next to it that was there before, so a new row or column looks like the rest of the table.
 */
function inheritCellAttrs(tr: Transaction, before: Set<PmNode>): void {
  const found = findTable(tr.selection.$from);
  if (!found) {
    return;
  }
  const { node: table, start } = found;
  const map = TableMap.get(table);
  const updates: { pos: number; node: PmNode; htmlAttrs: HtmlAttrs }[] = [];
  for (let row = 0; row < map.height; row += 1) {
    for (let col = 0; col < map.width; col += 1) {
      const offset = map.map[row * map.width + col]!;
      const cell = table.nodeAt(offset)!;
      if (before.has(cell) || (cell.attrs as TableCellAttrs).htmlAttrs.length) {
        continue;
      }
      const neighbours = [
        [row, col - 1],
        [row, col + 1],
        [row - 1, col],
        [row + 1, col],
      ];
      for (const [r, c] of neighbours) {
        if (r! < 0 || c! < 0 || r! >= map.height || c! >= map.width) {
          continue;
        }
        const other = table.nodeAt(map.map[r! * map.width + c!]!)!;
        if (before.has(other)) {
          const htmlAttrs = (other.attrs as TableCellAttrs).htmlAttrs.filter(
            ([name]) => !NOT_INHERITED.has(name),
          );
          if (htmlAttrs.length && !updates.some((u) => u.pos === start + offset)) {
            updates.push({ pos: start + offset, node: cell, htmlAttrs });
          }
          break;
        }
      }
    }
  }
  for (const { pos, node, htmlAttrs } of updates) {
    tr.setNodeMarkup(pos, undefined, { ...node.attrs, htmlAttrs });
  }
}

/** A prosemirror-tables command whose new cells take their neighbours' attributes. */
function withInheritedAttrs(command: Command): Command {
  return (state, dispatch, view) => {
    if (!isInTable(state)) {
      return false;
    }
    const table = findTable(state.selection.$from);
    const before = table ? cellsOf(table.node) : new Set<PmNode>();
    return command(
      state,
      dispatch &&
        ((tr) => {
          inheritCellAttrs(tr, before);
          dispatch(tr);
        }),
      view,
    );
  };
}

export const tableCommands = {
  addRowBefore: withInheritedAttrs(addRowBefore),
  addRowAfter: withInheritedAttrs(addRowAfter),
  addColumnBefore: withInheritedAttrs(addColumnBefore),
  addColumnAfter: withInheritedAttrs(addColumnAfter),
  deleteRow,
  deleteColumn,
  mergeCells,
  splitCell: withInheritedAttrs(splitCell),
  deleteTable,
} satisfies Record<string, Command>;

export type TableCommandName = keyof typeof tableCommands;

export { isInTable };
