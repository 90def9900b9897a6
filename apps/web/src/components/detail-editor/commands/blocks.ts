import type { Node as PmNode, ResolvedPos } from '@tiptap/pm/model';
import { NodeSelection, Selection, TextSelection, type Command, type EditorState } from '@tiptap/pm/state';
import { getAttr, getStyle, NO_ATTRS, setAttr, setStyle, type HtmlAttrs } from '../html/attrs';
import type { TaggedAttrs } from '../schema/blocks';

export type Align = 'left' | 'center' | 'right' | 'justify';
export const ALIGNMENTS: readonly Align[] = ['left', 'center', 'right', 'justify'];

/** Textblocks (and runs) the selection touches, with their positions. */
function selectedTextblocks(state: EditorState): { node: PmNode; pos: number }[] {
  const found: { node: PmNode; pos: number }[] = [];
  for (const range of state.selection.ranges) {
    state.doc.nodesBetween(range.$from.pos, range.$to.pos, (node, pos) => {
      if (node.isTextblock) {
        found.push({ node, pos });
        return false;
      }
      return true;
    });
  }
  if (!found.length && state.selection.$from.parent.isTextblock) {
    const { $from } = state.selection;
    found.push({ node: $from.parent, pos: $from.before() });
  }
  return found;
}

function ownAlign(attrs: HtmlAttrs, tag: string): string | null {
  const style = getStyle(attrs, 'text-align');
  if (style) {
    return style.toLowerCase();
  }
  const legacy = getAttr(attrs, 'align');
  if (legacy) {
    return legacy.toLowerCase();
  }
  return tag === 'center' ? 'center' : null;
}

function nodeAlign(node: PmNode): string | null {
  const attrs = node.attrs as Partial<TaggedAttrs>;
  return attrs.htmlAttrs ? ownAlign(attrs.htmlAttrs, attrs.tag ?? '') : null;
}

/** The alignment that applies at a position: the nearest block setting one, else left. */
export function alignmentAt($pos: ResolvedPos): Align {
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const align = nodeAlign($pos.node(depth));
    if (align) {
      return (ALIGNMENTS as readonly string[]).includes(align) ? (align as Align) : 'left';
    }
  }
  return 'left';
}

/**
 * Aligns the selected blocks by their `text-align` style (a legacy `align` attribute is replaced). A run
 * has no element to style, so it becomes a <div> with the alignment.
 */
export function setAlign(align: Align): Command {
  return (state, dispatch) => {
    const blocks = selectedTextblocks(state);
    if (!blocks.length) {
      return false;
    }
    if (dispatch) {
      const tr = state.tr;
      const textBlock = state.schema.nodes.textBlock!;
      for (const { node, pos } of blocks) {
        const $inside = state.doc.resolve(pos + 1);
        const own = nodeAlign(node);
        // Left is the default: set it only when something above says otherwise.
        const value = align === 'left' && !own && alignmentAt($inside) === 'left' ? null : align;
        if (node.type.name === 'run') {
          if (value) {
            tr.setNodeMarkup(pos, textBlock, {
              tag: 'div',
              htmlAttrs: setStyle(NO_ATTRS, 'text-align', value),
            });
          }
          continue;
        }
        const attrs = node.attrs as TaggedAttrs;
        const htmlAttrs = setStyle(setAttr(attrs.htmlAttrs, 'align', null), 'text-align', value);
        tr.setNodeMarkup(pos, undefined, { ...attrs, htmlAttrs });
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export type BlockTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4';

/** The paragraph style at the caret: a heading level, or 'p' for any other text. */
export function blockTagAt(state: EditorState): BlockTag {
  const parent = state.selection.$from.parent;
  const tag = parent.type.name === 'textBlock' ? (parent.attrs as TaggedAttrs).tag : 'p';
  return /^h[1-4]$/.test(tag) ? (tag as BlockTag) : 'p';
}

/** Makes the selected blocks paragraphs or headings, keeping their attributes. */
export function setBlockTag(tag: BlockTag): Command {
  return (state, dispatch) => {
    const blocks = selectedTextblocks(state);
    if (!blocks.length) {
      return false;
    }
    if (dispatch) {
      const tr = state.tr;
      const textBlock = state.schema.nodes.textBlock!;
      for (const { node, pos } of blocks) {
        const htmlAttrs = node.type === textBlock ? (node.attrs as TaggedAttrs).htmlAttrs : NO_ATTRS;
        tr.setNodeMarkup(pos, textBlock, { tag, htmlAttrs });
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export const insertHorizontalRule: Command = (state, dispatch) => {
  if (dispatch) {
    dispatch(state.tr.replaceSelectionWith(state.schema.nodes.horizontalRule!.create()).scrollIntoView());
  }
  return true;
};

/** The image node under a node selection, if that is what is selected. */
export function selectedImage(state: EditorState): { node: PmNode; pos: number } | null {
  const { selection } = state;
  return selection instanceof NodeSelection && selection.node.type.name === 'image'
    ? { node: selection.node, pos: selection.from }
    : null;
}

/**
 * Puts uploaded images in the text: at the caret, one after another, or — when an image is selected —
 * in place of that image, keeping its size and style (replacing a picture with its translated version).
 */
export function insertImages(urls: readonly string[]): Command {
  return (state, dispatch) => {
    if (!urls.length) {
      return false;
    }
    if (dispatch) {
      const tr = state.tr;
      const selected = selectedImage(state);
      const image = state.schema.nodes.image!;
      let rest = urls;
      if (selected) {
        const htmlAttrs = setAttr(selected.node.attrs.htmlAttrs as HtmlAttrs, 'src', urls[0]!);
        tr.setNodeMarkup(selected.pos, undefined, { htmlAttrs }, selected.node.marks);
        tr.setSelection(TextSelection.create(tr.doc, selected.pos + selected.node.nodeSize));
        rest = urls.slice(1);
      } else if (state.selection instanceof NodeSelection) {
        // A selected table or block is not replaced: the images go after it.
        tr.setSelection(Selection.near(tr.doc.resolve(state.selection.to)));
      }
      for (const url of rest) {
        tr.replaceSelectionWith(image.create({ htmlAttrs: [['src', url]] }), false);
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}
