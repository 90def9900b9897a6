import { Fragment, Slice, type Node as PmNode } from '@tiptap/pm/model';
import { attrsOf } from './attrs';
import { convertFlow, isBlockLevelElement, isContainerElement, type ConvertContext } from './to-doc';

/**
 * A big page read in pieces, so the first screens can be shown before the rest is converted. The page is
 * cut before block-level elements whose ancestors are only containers (never inside a table, a list or a
 * text block, and never between inline content: a run never spans a cut). Converting the pieces one after
 * another gives exactly the document `htmlToDoc` gives for the whole page.
 */

/** Rough size of a node in document positions: its text, plus some for each element. */
function sizeOf(node: ChildNode): number {
  if (node.nodeType !== 1) {
    return node.nodeValue?.length ?? 0;
  }
  const element = node as Element;
  return (element.textContent?.length ?? 0) + 30 * (element.getElementsByTagName('*').length + 1);
}

/** The elements to cut before: the first after about `first` positions, then about every `next`. */
export function planPieceCuts(
  root: Element,
  context: ConvertContext,
  first: number,
  next: number,
): Element[] {
  const cuts: Element[] = [];
  let target = first;
  let seen = 0;
  const walk = (parent: Element) => {
    let contentBefore = false;
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      const element = child.nodeType === 1 ? (child as Element) : null;
      if (element && seen >= target && contentBefore && isBlockLevelElement(element, context)) {
        cuts.push(element);
        target = seen + next;
      }
      const size = sizeOf(child);
      if (element && seen + size > target && size > next / 2 && isContainerElement(element, context)) {
        walk(element);
      } else {
        seen += size;
      }
      contentBefore ||= element !== null || /[^ \t\n\r\f]/.test(child.nodeValue ?? '');
    }
  };
  walk(root);
  return cuts;
}

/** The ancestors of `node` below `root`, outermost first. */
function ancestorsOf(node: Node, root: Node): Element[] {
  const chain: Element[] = [];
  for (let parent = node.parentNode; parent && parent !== root; parent = parent.parentNode) {
    chain.unshift(parent as Element);
  }
  return chain;
}

function container(element: Element, content: PmNode[], context: ConvertContext): PmNode {
  return context.schema.nodes.container!.create(
    { tag: element.localName.toLowerCase(), htmlAttrs: attrsOf(element) },
    content,
  );
}

/**
 * The nodes of `parent`'s content from `start` (or its first child) up to `end` (or its last), where
 * `startPath`/`endPath` are the ancestors of start and end still to go down through.
 */
function build(
  parent: Element,
  startPath: Element[],
  start: Element | null,
  endPath: Element[],
  end: Element | null,
  context: ConvertContext,
): PmNode[] {
  const startChild: ChildNode | null = startPath[0] ?? start;
  const endChild: ChildNode | null = endPath[0] ?? end;
  if (startPath.length && endPath.length && startPath[0] === endPath[0]) {
    const shared = startPath[0]!;
    return [
      container(shared, build(shared, startPath.slice(1), start, endPath.slice(1), end, context), context),
    ];
  }
  const out: PmNode[] = [];
  let from: ChildNode | null = startChild ?? parent.firstChild;
  if (startPath.length) {
    const partial = startPath[0]!;
    out.push(container(partial, build(partial, startPath.slice(1), start, [], null, context), context));
    from = partial.nextSibling;
  }
  const middle: ChildNode[] = [];
  for (let node = from; node && node !== endChild; node = node.nextSibling) {
    middle.push(node);
  }
  out.push(...convertFlow(middle, context));
  if (endPath.length) {
    const partial = endPath[0]!;
    out.push(container(partial, build(partial, [], null, endPath.slice(1), end, context), context));
  }
  return out;
}

/**
 * The piece of the page between two cuts (null: the page's start or end) as a slice: open on the side of
 * a cut by as many containers as the cut is deep.
 */
export function convertPiece(
  root: Element,
  start: Element | null,
  end: Element | null,
  context: ConvertContext,
): Slice {
  const startPath = start ? ancestorsOf(start, root) : [];
  const endPath = end ? ancestorsOf(end, root) : [];
  const content = build(root, startPath, start, endPath, end, context);
  return new Slice(Fragment.from(content), startPath.length, endPath.length);
}
