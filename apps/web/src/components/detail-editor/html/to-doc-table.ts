import type { Node as PmNode } from '@tiptap/pm/model';
import { TableMap } from '@tiptap/pm/tables';
import type { ColGroup, TableAttrs, TableRowAttrs, TableSection } from '../schema/tables';
import { attrsOf, NO_ATTRS } from './attrs';
import { blockContent, type ConvertContext } from './to-doc';

/**
 * A <table> → table node, or null when the table has something the table model cannot hold as written
 * (text between rows, empty row groups, cells that overlap or leave holes, spans like rowspan="0").
 * Such a table is kept whole instead: editing it would make prosemirror-tables "fix" it into a different
 * table.
 */

const SECTIONS = new Set<string>(['thead', 'tbody', 'tfoot']);

function elementChildren(element: Element): Element[] | null {
  const result: Element[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) {
      result.push(child as Element);
    } else if (child.nodeType === 3 && /[^ \t\n\r\f]/.test(child.nodeValue ?? '')) {
      return null;
    }
  }
  return result;
}

function span(cell: Element, name: string): number | null {
  const raw = cell.getAttribute(name);
  if (raw === null) {
    return 1;
  }
  const value = raw.trim();
  return /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1000 ? Number(value) : null;
}

function convertRow(
  row: Element,
  context: ConvertContext,
  section: Omit<TableRowAttrs, 'htmlAttrs'>,
): PmNode | null {
  const { schema } = context;
  const children = elementChildren(row);
  if (!children?.length) {
    return null;
  }
  const cells: PmNode[] = [];
  for (const cell of children) {
    const tag = cell.localName.toLowerCase();
    if (tag !== 'td' && tag !== 'th') {
      return null;
    }
    const colspan = span(cell, 'colspan');
    const rowspan = span(cell, 'rowspan');
    if (colspan === null || rowspan === null) {
      return null;
    }
    const type = tag === 'th' ? schema.nodes.tableHeader! : schema.nodes.tableCell!;
    cells.push(
      type.create(
        { colspan, rowspan, colwidth: null, htmlAttrs: attrsOf(cell) },
        blockContent(cell, context),
      ),
    );
  }
  return schema.nodes.tableRow!.create({ ...section, htmlAttrs: attrsOf(row) }, cells);
}

export function convertTable(table: Element, context: ConvertContext): PmNode | null {
  const children = elementChildren(table);
  if (!children) {
    return null;
  }
  let caption: TableAttrs['caption'] = null;
  const colgroups: ColGroup[] = [];
  const rows: PmNode[] = [];
  // Caption, then column groups, then rows: any other order is not written back the same way.
  let stage = 0;
  let sectionIndex = 0;
  for (const child of children) {
    const tag = child.localName.toLowerCase();
    if (tag === 'caption') {
      if (stage > 0) {
        return null;
      }
      caption = { htmlAttrs: attrsOf(child), html: child.innerHTML };
      stage = 1;
    } else if (tag === 'colgroup') {
      const cols = elementChildren(child);
      if (stage > 1 || !cols || cols.some((col) => col.localName.toLowerCase() !== 'col')) {
        return null;
      }
      colgroups.push({ htmlAttrs: attrsOf(child), cols: cols.map((col) => attrsOf(col)) });
      stage = 1;
    } else if (SECTIONS.has(tag)) {
      stage = 2;
      sectionIndex += 1;
      const sectionRows = elementChildren(child);
      if (!sectionRows?.length) {
        return null;
      }
      for (const row of sectionRows) {
        if (row.localName.toLowerCase() !== 'tr') {
          return null;
        }
        const converted = convertRow(row, context, {
          section: tag as TableSection,
          sectionIndex,
          sectionAttrs: attrsOf(child),
        });
        if (!converted) {
          return null;
        }
        rows.push(converted);
      }
    } else if (tag === 'tr') {
      stage = 2;
      const converted = convertRow(child, context, {
        section: null,
        sectionIndex: 0,
        sectionAttrs: NO_ATTRS,
      });
      if (!converted) {
        return null;
      }
      rows.push(converted);
    } else {
      return null;
    }
  }
  if (!rows.length) {
    return null;
  }
  const attrs: TableAttrs = { htmlAttrs: attrsOf(table), caption, colgroups };
  const node = context.schema.nodes.table!.create(attrs, rows);
  return TableMap.get(node).problems ? null : node;
}
