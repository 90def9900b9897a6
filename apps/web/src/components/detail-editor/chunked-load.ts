import type { Slice } from '@tiptap/pm/model';
import { Selection, type Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { parseSanitizedBody } from './html/sanitize';
import { newContext, type ConvertContext } from './html/to-doc';
import { convertPiece, planPieceCuts } from './html/to-doc-pieces';

/**
 * Opening a big detail page (2 MB, 100 images) in one go makes the browser convert, build and lay out
 * all of it before anything shows — over a second. Instead the first part is converted and shown at once
 * (a few screens: the page is on screen and editable), and the rest is converted and appended piece by
 * piece between frames. The seller may edit meanwhile: the insertion point follows their edits. Nothing
 * is written out before the whole page is in.
 */

/** About how many document positions (characters) are shown at once, and appended per step. */
export const FIRST_PART = 30_000;
export const NEXT_PART = 150_000;

const CHUNK_META = 'detailEditorChunk';

export class ChunkedLoad {
  private index = 0;
  private insertAt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private frame: number | null = null;
  private cancelled = false;
  private readonly root: Element;
  private readonly context: ConvertContext;
  private readonly cuts: Element[];

  constructor(
    private readonly editor: Editor,
    html: string,
    private readonly onDone: () => void,
    parts: { first: number; next: number } = { first: FIRST_PART, next: NEXT_PART },
  ) {
    this.root = parseSanitizedBody(html);
    this.context = newContext(editor.schema);
    this.cuts = planPieceCuts(this.root, this.context, parts.first, parts.next);
  }

  get done(): boolean {
    return this.index > this.cuts.length;
  }

  private piece(): Slice {
    const slice = convertPiece(
      this.root,
      this.cuts[this.index - 1] ?? null,
      this.cuts[this.index] ?? null,
      this.context,
    );
    this.index += 1;
    return slice;
  }

  /** Puts the first part in place of the editor's content. */
  start(): void {
    const first = this.piece();
    const { state } = this.editor;
    const content = first.content.childCount ? first.content : state.schema.nodes.textBlock!.create();
    const tr = state.tr
      .replaceWith(0, state.doc.content.size, content)
      .setMeta(CHUNK_META, true)
      .setMeta('addToHistory', false)
      .setMeta('preventUpdate', true);
    tr.setSelection(Selection.atStart(tr.doc));
    // The next piece goes at the end of the innermost container left open by the cut.
    this.insertAt = tr.doc.content.size - first.openEnd;
    this.editor.view.dispatch(tr);
    this.schedule();
  }

  /** Follows the seller's edits made while loading (called for every transaction). */
  mapThrough(tr: Transaction): void {
    if (!this.done && !tr.getMeta(CHUNK_META) && tr.docChanged) {
      this.insertAt = tr.mapping.map(this.insertAt, 1);
    }
  }

  /** Appends everything that is left now (before the HTML is written out). */
  finish(): void {
    this.clearTimers();
    while (!this.done && !this.cancelled) {
      this.append();
    }
  }

  cancel(): void {
    this.cancelled = true;
    this.clearTimers();
  }

  private append(): void {
    const slice = this.piece();
    const tr = this.editor.state.tr
      .replace(this.insertAt, this.insertAt, slice)
      .setMeta(CHUNK_META, true)
      .setMeta('addToHistory', false)
      .setMeta('preventUpdate', true);
    this.insertAt = tr.mapping.map(this.insertAt, 1);
    this.editor.view.dispatch(tr);
    if (this.done) {
      this.onDone();
    }
  }

  private schedule(): void {
    if (this.cancelled) {
      return;
    }
    if (this.done) {
      this.onDone();
      return;
    }
    // After the next frame is painted, so what is already in stays on screen and responsive.
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.timer = setTimeout(() => {
        this.timer = null;
        if (this.cancelled || this.editor.isDestroyed) {
          return;
        }
        this.append();
        this.schedule();
      }, 0);
    });
  }

  private clearTimers(): void {
    if (this.frame !== null) {
      cancelAnimationFrame(this.frame);
      this.frame = null;
    }
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
