import type { Fragment, Mark, Node as PmNode } from '@tiptap/pm/model';
import type { TaggedAttrs } from '../schema/blocks';
import type { HtmlMarkAttrs } from '../schema/inline';
import { cellHtmlAttrs, type TableAttrs, type TableCellAttrs, type TableRowAttrs } from '../schema/tables';
import { escapeText, formatAttrs, type HtmlAttrs } from './attrs';

/**
 * Editor document → HTML, the inverse of `htmlToDoc`: every node writes back its tag and attributes in
 * their order, marks reopen in the nesting they were read in, runs write only their content.
 */

function open(tag: string, attrs: HtmlAttrs): string {
  return `<${tag}${formatAttrs(attrs)}>`;
}

function writeInline(parent: PmNode, out: string[]): void {
  const stack: Mark[] = [];
  parent.forEach((child) => {
    const marks = child.marks;
    // Keep the marks this child shares, in order, with what is open; close the rest.
    let keep = 0;
    while (keep < stack.length && keep < marks.length && stack[keep]!.eq(marks[keep]!)) {
      keep += 1;
    }
    while (stack.length > keep) {
      const mark = stack.pop()!;
      out.push(`</${(mark.attrs as HtmlMarkAttrs).tag}>`);
    }
    for (let i = keep; i < marks.length; i += 1) {
      const attrs = marks[i]!.attrs as HtmlMarkAttrs;
      out.push(open(attrs.tag, attrs.htmlAttrs));
      stack.push(marks[i]!);
    }
    switch (child.type.name) {
      case 'text':
        out.push(escapeText(child.text ?? ''));
        break;
      case 'image':
        out.push(`<img${formatAttrs(child.attrs.htmlAttrs as HtmlAttrs)}>`);
        break;
      case 'hardBreak':
        out.push(`<br${formatAttrs(child.attrs.htmlAttrs as HtmlAttrs)}>`);
        break;
      case 'opaqueInline':
        out.push(String(child.attrs.html));
        break;
      default:
        out.push(escapeText(child.textContent));
    }
  });
  while (stack.length) {
    out.push(`</${(stack.pop()!.attrs as HtmlMarkAttrs).tag}>`);
  }
}

/** Rows grouped by the row group they belong to; rows added in the editor join the group before them. */
function rowGroups(table: PmNode): { attrs: TableRowAttrs | null; rows: PmNode[] }[] {
  const groups: { attrs: TableRowAttrs | null; rows: PmNode[] }[] = [];
  table.forEach((row) => {
    const attrs = row.attrs as TableRowAttrs;
    const last = groups[groups.length - 1];
    if (attrs.section === null) {
      if (last) {
        last.rows.push(row);
      } else {
        groups.push({ attrs: null, rows: [row] });
      }
    } else if (
      last &&
      (last.attrs === null
        ? groups.length === 1
        : last.attrs.section === attrs.section && last.attrs.sectionIndex === attrs.sectionIndex)
    ) {
      // A leading group of added rows takes the first real section.
      last.attrs ??= attrs;
      last.rows.push(row);
    } else {
      groups.push({ attrs, rows: [row] });
    }
  });
  return groups;
}

function writeTable(table: PmNode, out: string[], pretty = false): void {
  const nl = pretty ? '\n' : '';
  const attrs = table.attrs as TableAttrs;
  out.push(open('table', attrs.htmlAttrs));
  if (attrs.caption) {
    out.push(open('caption', attrs.caption.htmlAttrs), attrs.caption.html, '</caption>');
  }
  for (const group of attrs.colgroups) {
    out.push(open('colgroup', group.htmlAttrs));
    for (const col of group.cols) {
      out.push(`<col${formatAttrs(col)}>`);
    }
    out.push('</colgroup>');
  }
  for (const group of rowGroups(table)) {
    // Rows made in the editor alone (a new table) go in a <tbody>, as a browser would put them.
    const section = group.attrs?.section ?? 'tbody';
    out.push(nl, open(section, group.attrs?.sectionAttrs ?? []));
    for (const row of group.rows) {
      out.push(nl, open('tr', (row.attrs as TableRowAttrs).htmlAttrs));
      row.forEach((cell) => {
        const tag = cell.type.name === 'tableHeader' ? 'th' : 'td';
        out.push(open(tag, cellHtmlAttrs(cell.attrs as TableCellAttrs)));
        writeBlocks(cell.content, out, pretty);
        out.push(`</${tag}>`);
      });
      out.push(nl, '</tr>');
    }
    out.push(nl, `</${section}>`);
  }
  out.push(nl, '</table>');
}

function writeBlock(node: PmNode, out: string[], pretty: boolean): void {
  switch (node.type.name) {
    case 'textBlock': {
      const { tag, htmlAttrs } = node.attrs as TaggedAttrs;
      out.push(open(tag, htmlAttrs));
      writeInline(node, out);
      out.push(`</${tag}>`);
      return;
    }
    case 'container': {
      const { tag, htmlAttrs } = node.attrs as TaggedAttrs;
      out.push(open(tag, htmlAttrs));
      writeBlocks(node.content, out, pretty);
      out.push(`</${tag}>`);
      return;
    }
    case 'run':
      writeInline(node, out);
      return;
    case 'bulletList':
    case 'orderedList':
    case 'listItem': {
      const tag = node.type.name === 'listItem' ? 'li' : node.type.name === 'bulletList' ? 'ul' : 'ol';
      out.push(open(tag, node.attrs.htmlAttrs as HtmlAttrs));
      writeBlocks(node.content, out, pretty);
      out.push(`</${tag}>`);
      return;
    }
    case 'table':
      writeTable(node, out, pretty);
      return;
    case 'horizontalRule':
      out.push(`<hr${formatAttrs(node.attrs.htmlAttrs as HtmlAttrs)}>`);
      return;
    case 'opaqueBlock':
      out.push(String(node.attrs.html));
      return;
    default:
      // Not produced by the editor's schema; written as its text so nothing silently disappears.
      out.push(escapeText(node.textContent));
  }
}

/**
 * `pretty` (the source view) puts a line break after each block: white space between blocks is not
 * content, so the HTML read back is the same page.
 */
function writeBlocks(content: Fragment, out: string[], pretty = false): void {
  content.forEach((child) => {
    writeBlock(child, out, pretty);
    if (pretty && child.type.name !== 'run') {
      out.push('\n');
    }
  });
}

/** HTML for a fragment (the clipboard): blocks, or inline content written as a run is. */
export function fragmentToHtml(content: Fragment): string {
  const out: string[] = [];
  const first = content.firstChild;
  if (!first) {
    return '';
  }
  const { nodes } = first.type.schema;
  const role = first.type.spec.tableRole as string | undefined;
  if (first.isInline) {
    writeInline(nodes.run!.create(null, content), out);
  } else if (role === 'row') {
    writeTable(nodes.table!.create(null, content), out);
  } else if (role === 'cell' || role === 'header_cell') {
    writeTable(nodes.table!.create(null, nodes.tableRow!.create(null, content)), out);
  } else {
    writeBlocks(content, out);
  }
  return out.join('');
}

/** The document as detail HTML; an editor holding only an empty paragraph gives ''. */
export function docToHtml(doc: PmNode, options: { pretty?: boolean } = {}): string {
  const only = doc.childCount === 1 ? doc.firstChild : null;
  if (only?.type.name === 'textBlock' && only.childCount === 0) {
    const { tag, htmlAttrs } = only.attrs as TaggedAttrs;
    if (tag === 'p' && htmlAttrs.length === 0) {
      return '';
    }
  }
  const out: string[] = [];
  writeBlocks(doc.content, out, options.pretty ?? false);
  return options.pretty ? out.join('').trimEnd() : out.join('');
}
