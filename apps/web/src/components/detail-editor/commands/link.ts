import type { Mark, ResolvedPos } from '@tiptap/pm/model';
import type { Command, EditorState } from '@tiptap/pm/state';
import type { HtmlAttrs } from '../html/attrs';
import { isSafeUrl } from '../html/sanitize';
import { isLinkMark } from '../schema/link-boundary';
import { createHtmlMark, markHref, rewriteMarks } from './marks';

/**
 * Links: an <a> the seller adds opens in a new window (`target="_blank" rel="noopener noreferrer"`), so a
 * buyer following it does not leave the product page.
 */

/** A link address from what the seller typed: http(s), mailto: or tel:; a bare domain gets https://. */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) {
    return null;
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  if (!isSafeUrl(withScheme)) {
    return null;
  }
  if (/^(mailto|tel):/i.test(withScheme)) {
    return withScheme.length > 7 ? withScheme : null;
  }
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

export function linkAttrs(href: string): HtmlAttrs {
  return /^https?:/i.test(href)
    ? [
        ['href', href],
        ['target', '_blank'],
        ['rel', 'noopener noreferrer'],
      ]
    : [['href', href]];
}

/** The extent of one link (one mark instance) around a position in a textblock. */
function markExtent($pos: ResolvedPos, mark: Mark): { from: number; to: number } | null {
  const parent = $pos.parent;
  let index = $pos.index();
  if (index >= parent.childCount || !mark.isInSet(parent.child(index).marks)) {
    index -= 1;
  }
  if (index < 0 || !mark.isInSet(parent.child(index).marks)) {
    return null;
  }
  let first = index;
  let last = index;
  while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) {
    first -= 1;
  }
  while (last < parent.childCount - 1 && mark.isInSet(parent.child(last + 1).marks)) {
    last += 1;
  }
  let from = $pos.start();
  for (let i = 0; i < first; i += 1) {
    from += parent.child(i).nodeSize;
  }
  let to = from;
  for (let i = first; i <= last; i += 1) {
    to += parent.child(i).nodeSize;
  }
  return { from, to };
}

/** The link at the caret or the selection's start: its address and extent. */
export function currentLink(state: EditorState): { href: string; from: number; to: number } | null {
  const { $from } = state.selection;
  const marks = state.selection.empty ? $from.marks() : ($from.nodeAfter?.marks ?? $from.marks());
  const link = marks.find(isLinkMark);
  if (!link) {
    return null;
  }
  const extent = markExtent($from, link);
  return extent ? { href: markHref(link) ?? '', ...extent } : null;
}

/**
 * Makes the selection (or the link at the caret) a link to `href`. With nothing selected and no link at
 * the caret, the address itself is inserted as the link's text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    if (!dispatch) {
      return true;
    }
    const mark = createHtmlMark(state, 'a', linkAttrs(href));
    const tr = state.tr;
    const replaceLink = (from: number, to: number) =>
      rewriteMarks(tr, from, to, (marks) => [...marks.filter((m) => !isLinkMark(m)), mark]);
    if (!state.selection.empty) {
      for (const range of state.selection.ranges) {
        replaceLink(range.$from.pos, range.$to.pos);
      }
    } else {
      const existing = currentLink(state);
      if (existing) {
        replaceLink(existing.from, existing.to);
      } else {
        const marks = (state.storedMarks ?? state.selection.$from.marks()).filter((m) => !isLinkMark(m));
        tr.replaceSelectionWith(state.schema.text(href, [...marks, mark]), false);
      }
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** Removes links from the selection, or the whole link at the caret. */
export const unsetLink: Command = (state, dispatch) => {
  const existing = state.selection.empty ? currentLink(state) : null;
  if (state.selection.empty && !existing) {
    return false;
  }
  if (dispatch) {
    const tr = state.tr;
    const ranges = existing
      ? [existing]
      : state.selection.ranges.map((r) => ({ from: r.$from.pos, to: r.$to.pos }));
    for (const { from, to } of ranges) {
      rewriteMarks(tr, from, to, (marks) => marks.filter((m) => !isLinkMark(m)));
    }
    dispatch(tr.scrollIntoView());
  }
  return true;
};
