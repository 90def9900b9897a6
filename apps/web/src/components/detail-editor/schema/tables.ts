import { Extension, Node } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { tableEditing } from '@tiptap/pm/tables';
import type { NodeView, ViewMutationRecord } from '@tiptap/pm/view';
import { attrsObject, NO_ATTRS, setAttr, type HtmlAttrs } from '../html/attrs';
import { sanitizedFragment } from '../html/sanitize';

/**
 * Tables as prosemirror-tables expects them (table > row > cell), with what HTML tables have beyond
 * that kept on the nodes: the table's caption and column groups, each row's section (thead, tbody,
 * tfoot and that element's attributes), and every element's own attributes.
 */

export type TableSection = 'thead' | 'tbody' | 'tfoot';
export type ColGroup = { htmlAttrs: HtmlAttrs; cols: HtmlAttrs[] };
export type TableAttrs = {
  htmlAttrs: HtmlAttrs;
  caption: { htmlAttrs: HtmlAttrs; html: string } | null;
  colgroups: ColGroup[];
};
export type TableRowAttrs = {
  htmlAttrs: HtmlAttrs;
  /** The row group it was read in; null for rows added in the editor (they join their neighbours'). */
  section: TableSection | null;
  sectionIndex: number;
  sectionAttrs: HtmlAttrs;
};
export type TableCellAttrs = {
  colspan: number;
  rowspan: number;
  colwidth: number[] | null;
  htmlAttrs: HtmlAttrs;
};

const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** Gives the table nodes the `tableRole` prosemirror-tables looks for, and its editing plugin. */
export const TableEditing = Extension.create({
  name: 'tableEditing',
  extendNodeSchema(extension) {
    const role = ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  addProseMirrorPlugins() {
    return [tableEditing({ allowTableNodeSelection: true })];
  },
});

/** The cell's attributes with its spans as prosemirror-tables has them now. */
export function cellHtmlAttrs(attrs: TableCellAttrs): HtmlAttrs {
  let result = attrs.htmlAttrs;
  for (const name of ['colspan', 'rowspan'] as const) {
    const present = result.some(([key]) => key === name);
    if (present || attrs[name] !== 1) {
      result = setAttr(result, name, String(attrs[name]));
    }
  }
  return result;
}

class TableNodeView implements NodeView {
  dom: HTMLTableElement;
  contentDOM: HTMLTableSectionElement;
  private node: PmNode;

  constructor(node: PmNode) {
    this.node = node;
    this.dom = document.createElement('table');
    this.contentDOM = document.createElement('tbody');
    this.render();
  }

  private render() {
    const attrs = this.node.attrs as TableAttrs;
    for (const attribute of Array.from(this.dom.attributes)) {
      this.dom.removeAttribute(attribute.name);
    }
    for (const [name, value] of attrs.htmlAttrs) {
      this.dom.setAttribute(name, value);
    }
    this.dom.replaceChildren();
    if (attrs.caption) {
      const caption = document.createElement('caption');
      for (const [name, value] of attrs.caption.htmlAttrs) {
        caption.setAttribute(name, value);
      }
      caption.contentEditable = 'false';
      caption.appendChild(sanitizedFragment(attrs.caption.html));
      this.dom.appendChild(caption);
    }
    for (const group of attrs.colgroups) {
      const colgroup = document.createElement('colgroup');
      for (const [name, value] of group.htmlAttrs) {
        colgroup.setAttribute(name, value);
      }
      for (const colAttrs of group.cols) {
        const col = document.createElement('col');
        for (const [name, value] of colAttrs) {
          col.setAttribute(name, value);
        }
        colgroup.appendChild(col);
      }
      this.dom.appendChild(colgroup);
    }
    this.dom.appendChild(this.contentDOM);
  }

  update(node: PmNode): boolean {
    if (node.type !== this.node.type) {
      return false;
    }
    const changed = node.attrs !== this.node.attrs;
    this.node = node;
    if (changed) {
      this.render();
    }
    return true;
  }

  ignoreMutation(mutation: ViewMutationRecord): boolean {
    return mutation.type !== 'selection' && !this.contentDOM.contains(mutation.target);
  }
}

export const TableNode = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes() {
    return {
      htmlAttrs: { default: NO_ATTRS, rendered: false },
      caption: { default: null, rendered: false },
      colgroups: { default: [], rendered: false },
    };
  },
  renderHTML({ node }) {
    return ['table', attrsObject((node.attrs as TableAttrs).htmlAttrs), ['tbody', 0]];
  },
  addNodeView() {
    return ({ node }) => new TableNodeView(node);
  },
});

export const TableRowNode = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  addAttributes() {
    return {
      htmlAttrs: { default: NO_ATTRS, rendered: false },
      section: { default: null, rendered: false },
      sectionIndex: { default: 0, rendered: false },
      sectionAttrs: { default: NO_ATTRS, rendered: false },
    };
  },
  renderHTML({ node }) {
    return ['tr', attrsObject((node.attrs as TableRowAttrs).htmlAttrs), 0];
  },
});

function cellNode(name: 'tableCell' | 'tableHeader', tag: 'td' | 'th') {
  return Node.create({
    name,
    content: 'block+',
    isolating: true,
    addAttributes() {
      return {
        colspan: { default: 1, rendered: false },
        rowspan: { default: 1, rendered: false },
        colwidth: { default: null, rendered: false },
        htmlAttrs: { default: NO_ATTRS, rendered: false },
      };
    },
    renderHTML({ node }) {
      return [tag, attrsObject(cellHtmlAttrs(node.attrs as TableCellAttrs)), 0];
    },
  });
}

export const TableCellNode = cellNode('tableCell', 'td');
export const TableHeaderNode = cellNode('tableHeader', 'th');
