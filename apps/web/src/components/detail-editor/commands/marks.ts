import type { Mark, Node as PmNode } from '@tiptap/pm/model';
import type { Command, EditorState, Transaction } from '@tiptap/pm/state';
import { getAttr, getStyle, setStyle, type HtmlAttrs } from '../html/attrs';
import { FORMAT_TAGS, type FormatName } from '../html/tags';
import { nextMarkKey, type HtmlMarkAttrs } from '../schema/inline';

/**
 * Inline formatting as edits of the generic inline-element marks: bold adds a <strong>, a colour sets
 * `color` on the innermost span that already has one (or wraps the text in a new span), and removing
 * formatting takes out only the elements or declarations concerned — the rest of the markup stays.
 */

type MarksTransform = (marks: readonly Mark[], node: PmNode) => readonly Mark[];

export function isHtmlMark(mark: Mark): boolean {
  return mark.type.name === 'htmlMark';
}

export function markAttrs(mark: Mark): HtmlMarkAttrs {
  return mark.attrs as HtmlMarkAttrs;
}

function sameMarks(a: readonly Mark[], b: readonly Mark[]): boolean {
  return a.length === b.length && a.every((mark, i) => mark.eq(b[i]!));
}

/** Rewrites the marks of every inline node between from and to (only the part inside the range). */
export function rewriteMarks(tr: Transaction, from: number, to: number, transform: MarksTransform): void {
  const changes: { start: number; end: number; pos: number; node: PmNode; marks: readonly Mark[] }[] = [];
  tr.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isInline) {
      return true;
    }
    const start = Math.max(pos, from);
    const end = Math.min(pos + node.nodeSize, to);
    if (start < end) {
      const marks = transform(node.marks, node);
      if (!sameMarks(marks, node.marks)) {
        changes.push({ start, end, pos, node, marks });
      }
    }
    return false;
  });
  // The same content comes back with other marks: sizes do not change, positions stay valid.
  for (const change of changes) {
    if (change.node.isText) {
      const text = change.node.text!.slice(change.start - change.pos, change.end - change.pos);
      tr.replaceWith(change.start, change.end, tr.doc.type.schema.text(text, change.marks));
    } else {
      tr.setNodeMarkup(change.pos, undefined, change.node.attrs, change.marks);
    }
  }
}

/** Applies `transform` to the selection, or to the marks the next typed text gets when nothing is selected. */
export function transformSelectionMarks(transform: MarksTransform): Command {
  return (state, dispatch) => {
    if (dispatch) {
      const tr = state.tr;
      const { selection } = state;
      if (selection.empty) {
        const current = state.storedMarks ?? selection.$from.marks();
        tr.setStoredMarks(transform(current, state.schema.text(' ')) as Mark[]);
      } else {
        for (const range of selection.ranges) {
          rewriteMarks(tr, range.$from.pos, range.$to.pos, transform);
        }
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export function createHtmlMark(
  state: EditorState,
  tag: string,
  htmlAttrs: HtmlAttrs,
  key = nextMarkKey(),
): Mark {
  return state.schema.marks.htmlMark!.create({ tag, htmlAttrs, key });
}

const STYLE_FORMATS: Partial<Record<FormatName, { property: string; test: RegExp }>> = {
  bold: { property: 'font-weight', test: /^(bold|bolder|[6-9]00)$/i },
  italic: { property: 'font-style', test: /^(italic|oblique)/i },
  underline: { property: 'text-decoration', test: /underline/i },
  strike: { property: 'text-decoration', test: /line-through/i },
};

function markHasFormat(mark: Mark, format: FormatName): boolean {
  if (!isHtmlMark(mark)) {
    return false;
  }
  const { tag, htmlAttrs } = markAttrs(mark);
  if ((FORMAT_TAGS[format] as readonly string[]).includes(tag)) {
    return true;
  }
  const styled = STYLE_FORMATS[format];
  const value = styled ? getStyle(htmlAttrs, styled.property) : null;
  return value !== null && styled!.test.test(value);
}

export function hasFormat(marks: readonly Mark[], format: FormatName): boolean {
  return marks.some((mark) => markHasFormat(mark, format));
}

/** The inline nodes' marks in the selection (the caret's marks when nothing is selected). */
export function selectionMarkSets(state: EditorState): (readonly Mark[])[] {
  const { selection } = state;
  if (selection.empty) {
    return [state.storedMarks ?? selection.$from.marks()];
  }
  const sets: (readonly Mark[])[] = [];
  for (const range of selection.ranges) {
    state.doc.nodesBetween(range.$from.pos, range.$to.pos, (node) => {
      if (node.isInline) {
        sets.push(node.marks);
        return false;
      }
      return true;
    });
  }
  return sets;
}

export function isFormatActive(state: EditorState, format: FormatName): boolean {
  const sets = selectionMarkSets(state);
  return sets.length > 0 && sets.every((marks) => hasFormat(marks, format));
}

/** A mark without its styling for `format` (null when nothing of the element is left to keep). */
function withoutFormat(mark: Mark, format: FormatName): Mark | null {
  const { tag, htmlAttrs } = markAttrs(mark);
  if ((FORMAT_TAGS[format] as readonly string[]).includes(tag)) {
    return null;
  }
  const styled = STYLE_FORMATS[format];
  if (!styled) {
    return mark;
  }
  const attrs = setStyle(htmlAttrs, styled.property, null);
  if (tag === 'span' && attrs.length === 0) {
    return null;
  }
  return mark.type.create({ ...mark.attrs, htmlAttrs: attrs });
}

/** Bold, italic, underline, strike, superscript, subscript: on when not everywhere in the selection, else off. */
export function toggleFormat(format: FormatName): Command {
  return (state, dispatch) => {
    const active = isFormatActive(state, format);
    const added = createHtmlMark(state, FORMAT_TAGS[format][0], []);
    return transformSelectionMarks((marks) => {
      if (!active) {
        return hasFormat(marks, format) ? marks : [...marks, added];
      }
      return marks.flatMap((mark) => {
        if (!markHasFormat(mark, format)) {
          return [mark];
        }
        const kept = withoutFormat(mark, format);
        return kept ? [kept] : [];
      });
    })(state, dispatch);
  };
}

/** The value of a style property from the innermost element that sets it, at the selection's start. */
export function currentInlineStyle(state: EditorState, property: string): string | null {
  const marks = selectionMarkSets(state)[0] ?? [];
  for (let i = marks.length - 1; i >= 0; i -= 1) {
    const mark = marks[i]!;
    if (isHtmlMark(mark)) {
      const value = getStyle(markAttrs(mark).htmlAttrs, property);
      if (value !== null) {
        return value;
      }
    }
  }
  return null;
}

/**
 * Sets a style property (color, background-color, font-size) on the selection: the innermost element
 * already setting it is changed, otherwise the text is wrapped in a new span. `null` removes the property
 * everywhere in the selection, and spans left without attributes.
 */
export function setInlineStyle(property: string, value: string | null): Command {
  return (state, dispatch) => {
    const key = nextMarkKey();
    return transformSelectionMarks((marks) => {
      if (value === null) {
        return marks.flatMap((mark) => {
          if (!isHtmlMark(mark) || getStyle(markAttrs(mark).htmlAttrs, property) === null) {
            return [mark];
          }
          const attrs = setStyle(markAttrs(mark).htmlAttrs, property, null);
          return markAttrs(mark).tag === 'span' && attrs.length === 0
            ? []
            : [mark.type.create({ ...mark.attrs, htmlAttrs: attrs })];
        });
      }
      let innermost = -1;
      marks.forEach((mark, i) => {
        if (isHtmlMark(mark) && getStyle(markAttrs(mark).htmlAttrs, property) !== null) {
          innermost = i;
        }
      });
      if (innermost < 0) {
        return [...marks, createHtmlMark(state, 'span', setStyle([], property, value), key)];
      }
      return marks.map((mark, i) =>
        i === innermost
          ? mark.type.create({
              ...mark.attrs,
              htmlAttrs: setStyle(markAttrs(mark).htmlAttrs, property, value),
            })
          : mark,
      );
    })(state, dispatch);
  };
}

/** Removes inline formatting from the selection; links stay. */
export const clearFormatting: Command = transformSelectionMarks((marks) =>
  marks.filter((mark) => isHtmlMark(mark) && markAttrs(mark).tag === 'a'),
);

export function markHref(mark: Mark): string | null {
  return isHtmlMark(mark) && markAttrs(mark).tag === 'a' ? getAttr(markAttrs(mark).htmlAttrs, 'href') : null;
}
