import type { Mark, Node as PmNode, Schema } from '@tiptap/pm/model';
import { nextMarkKey } from '../schema/inline';
import { convertTable } from './to-doc-table';
import { attrsOf } from './attrs';
import { parseSanitizedBody } from './sanitize';
import { BLOCK_TAGS, OPAQUE_TAGS, PREFORMATTED_TAGS } from './tags';

/**
 * HTML → editor document, element by element, without losing any: blocks keep their tag and attributes,
 * inline elements become marks that do the same, inline content between blocks becomes a `run`, and what
 * the editor cannot model (media, misaligned tables) is kept whole. White space is collapsed as a browser
 * renders it (runs of spaces become one; a line does not start with a space), except in <pre>.
 */

type Kind = 'image' | 'break' | 'rule' | 'opaque' | 'table' | 'list' | 'block' | 'inline';

export type ConvertContext = { schema: Schema; blockish: WeakMap<Element, boolean> };

function tagOf(element: Element): string {
  return element.localName.toLowerCase();
}

/** Whether the element is or holds a block, i.e. cannot be an inline mark. */
function isBlockish(element: Element, context: ConvertContext): boolean {
  const known = context.blockish.get(element);
  if (known !== undefined) {
    return known;
  }
  const tag = tagOf(element);
  let result: boolean;
  if (BLOCK_TAGS.has(tag)) {
    result = true;
  } else if (tag === 'img' || tag === 'br' || OPAQUE_TAGS.has(tag)) {
    result = false;
  } else {
    result = false;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      if (isBlockish(child, context)) {
        result = true;
        break;
      }
    }
  }
  context.blockish.set(element, result);
  return result;
}

function kindOf(element: Element, context: ConvertContext): Kind {
  const tag = tagOf(element);
  switch (tag) {
    case 'img':
      return 'image';
    case 'br':
      return 'break';
    case 'hr':
      return 'rule';
    case 'table':
      return 'table';
    case 'ul':
    case 'ol':
      return 'list';
  }
  if (OPAQUE_TAGS.has(tag)) {
    return 'opaque';
  }
  return isBlockish(element, context) ? 'block' : 'inline';
}

function isBlockLevel(kind: Kind): boolean {
  return kind === 'rule' || kind === 'table' || kind === 'list' || kind === 'block';
}

function isWhitespaceText(node: ChildNode): boolean {
  return node.nodeType === 3 && !/[^ \t\n\r\f]/.test(node.nodeValue ?? '');
}

export function hasBlockChild(element: ParentNode, context: ConvertContext): boolean {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (isBlockLevel(kindOf(child, context))) {
      return true;
    }
  }
  return false;
}

export function isBlockLevelElement(element: Element, context: ConvertContext): boolean {
  return isBlockLevel(kindOf(element, context));
}

/** Whether the element becomes a `container` node (a generic block whose children include blocks). */
export function isContainerElement(element: Element, context: ConvertContext): boolean {
  return kindOf(element, context) === 'block' && hasBlockChild(element, context);
}

type InlineState = { space: boolean; preformatted: boolean };

/** Inline DOM content → inline nodes carrying `marks` (outermost first). */
function convertInline(
  nodes: Iterable<ChildNode>,
  context: ConvertContext,
  marks: readonly Mark[],
  state: InlineState,
  out: PmNode[],
): void {
  const { schema } = context;
  for (const node of nodes) {
    if (node.nodeType === 3) {
      let text = node.nodeValue ?? '';
      if (!state.preformatted) {
        text = text.replace(/[ \t\n\r\f]+/g, ' ');
        if (state.space && text.startsWith(' ')) {
          text = text.slice(1);
        }
        if (text) {
          state.space = text.endsWith(' ');
        }
      }
      if (text) {
        out.push(schema.text(text, marks));
      }
      continue;
    }
    if (node.nodeType !== 1) {
      continue;
    }
    const element = node as Element;
    const kind = kindOf(element, context);
    if (kind === 'image') {
      out.push(schema.nodes.image!.create({ htmlAttrs: attrsOf(element) }, null, marks));
      state.space = false;
    } else if (kind === 'break') {
      out.push(schema.nodes.hardBreak!.create({ htmlAttrs: attrsOf(element) }, null, marks));
      state.space = true;
    } else if (kind === 'inline') {
      const mark = schema.marks.htmlMark!.create({
        tag: tagOf(element),
        htmlAttrs: attrsOf(element),
        key: nextMarkKey(),
      });
      const before = out.length;
      convertInline(element.childNodes, context, [...marks, mark], state, out);
      if (out.length === before) {
        // Nothing left inside (an empty <span>, an anchor): keep the element itself.
        out.push(schema.nodes.opaqueInline!.create({ html: element.outerHTML }, null, marks));
      }
    } else {
      // Media, and (never reached through convertFlow) any block: kept whole.
      out.push(schema.nodes.opaqueInline!.create({ html: element.outerHTML }, null, marks));
      state.space = false;
    }
  }
}

export function inlineContent(
  nodes: Iterable<ChildNode>,
  context: ConvertContext,
  preformatted = false,
): PmNode[] {
  const out: PmNode[] = [];
  convertInline(nodes, context, [], { space: true, preformatted }, out);
  return out;
}

/** A run of inline content, or nothing when it is only white space. */
function runOf(nodes: ChildNode[], context: ConvertContext): PmNode | null {
  if (nodes.every(isWhitespaceText)) {
    return null;
  }
  const content = inlineContent(nodes, context);
  return content.length ? context.schema.nodes.run!.create(null, content) : null;
}

/** Mixed content (a container's children): blocks as blocks, inline stretches between them as runs. */
export function convertFlow(nodes: Iterable<ChildNode>, context: ConvertContext): PmNode[] {
  const out: PmNode[] = [];
  let pending: ChildNode[] = [];
  const flush = () => {
    const run = pending.length ? runOf(pending, context) : null;
    if (run) {
      out.push(run);
    }
    pending = [];
  };
  for (const node of nodes) {
    if (node.nodeType === 1 && isBlockLevel(kindOf(node as Element, context))) {
      flush();
      out.push(convertBlock(node as Element, context));
    } else if (node.nodeType === 3 || node.nodeType === 1) {
      pending.push(node);
    }
  }
  flush();
  return out;
}

/** Content for nodes that hold blocks (list items, cells): a flow, or one run when all inline. */
export function blockContent(element: Element, context: ConvertContext): PmNode[] {
  if (hasBlockChild(element, context)) {
    return convertFlow(element.childNodes, context);
  }
  return [context.schema.nodes.run!.create(null, inlineContent(element.childNodes, context))];
}

function convertList(element: Element, context: ConvertContext): PmNode | null {
  const { schema } = context;
  const items: PmNode[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 1 && tagOf(child as Element) === 'li') {
      items.push(
        schema.nodes.listItem!.create(
          { htmlAttrs: attrsOf(child as Element) },
          blockContent(child as Element, context),
        ),
      );
    } else if (!(child.nodeType === 3 && isWhitespaceText(child))) {
      return null;
    }
  }
  if (!items.length) {
    return null;
  }
  const type = tagOf(element) === 'ol' ? schema.nodes.orderedList! : schema.nodes.bulletList!;
  return type.create({ htmlAttrs: attrsOf(element) }, items);
}

function genericBlock(element: Element, context: ConvertContext): PmNode {
  const { schema } = context;
  const tag = tagOf(element);
  const attrs = { tag, htmlAttrs: attrsOf(element) };
  if (hasBlockChild(element, context)) {
    return schema.nodes.container!.create(attrs, convertFlow(element.childNodes, context));
  }
  return schema.nodes.textBlock!.create(
    attrs,
    inlineContent(element.childNodes, context, PREFORMATTED_TAGS.has(tag)),
  );
}

function convertBlock(element: Element, context: ConvertContext): PmNode {
  const { schema } = context;
  switch (kindOf(element, context)) {
    case 'rule':
      return schema.nodes.horizontalRule!.create({ htmlAttrs: attrsOf(element) });
    case 'table':
      return convertTable(element, context) ?? schema.nodes.opaqueBlock!.create({ html: element.outerHTML });
    case 'list':
      return convertList(element, context) ?? genericBlock(element, context);
    default:
      return genericBlock(element, context);
  }
}

export function newContext(schema: Schema): ConvertContext {
  return { schema, blockish: new WeakMap() };
}

/** The nodes for a parsed and sanitised root's content. */
export function convertRoot(root: ParentNode, schema: Schema): PmNode[] {
  return convertFlow(Array.from(root.childNodes), newContext(schema));
}

/** Detail HTML → an editor document (at least one empty paragraph). */
export function htmlToDoc(html: string, schema: Schema): PmNode {
  const content = convertRoot(parseSanitizedBody(html), schema);
  return schema.nodes.doc!.create(null, content.length ? content : [schema.nodes.textBlock!.create()]);
}
