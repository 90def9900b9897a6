import type { Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChunkedLoad } from './chunked-load';
import { htmlToDoc } from './html/to-doc';
import { docToHtml } from './html/to-html';

/** How long typing may pause before the HTML is written out (a 2 MB page takes a few ms to serialise). */
export const CHANGE_DELAY_MS = 150;

/** A source-view change: the whole document replaced, as one edit the seller can undo. */
function replaceWithEdit(editor: Editor, html: string): void {
  const doc = htmlToDoc(html, editor.schema);
  const { state } = editor;
  editor.view.dispatch(state.tr.replaceWith(0, state.doc.content.size, doc.content));
}

/**
 * Keeps the editor and the `value`/`onChange` pair in step: a new value from outside is loaded (in
 * parts when big, see ChunkedLoad; not an edit: outside the undo history, no onChange), edits are written
 * out as HTML after a short pause (and at once on blur, on `flush` and when unmounting).
 */
export function useHtmlSync(editor: Editor | null, value: string, onChange: (html: string) => void) {
  const lastHtml = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const load = useRef<ChunkedLoad | null>(null);
  /** An edit waits to be written out once the page is fully loaded. */
  const editedWhileLoading = useRef(false);
  const [loading, setLoading] = useState(false);
  /** The current value's first part is in the editor (the page is on screen). */
  const [started, setStarted] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const cancelTimer = () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };

  const write = useCallback(() => {
    if (!editor || editor.isDestroyed) {
      return;
    }
    const html = docToHtml(editor.state.doc);
    if (html !== lastHtml.current) {
      lastHtml.current = html;
      onChangeRef.current(html);
    }
  }, [editor]);

  /** Writes out pending edits now (loading the rest of the page first); returns the editor's HTML. */
  const flush = useCallback((): string => {
    if (load.current && !load.current.done) {
      load.current.finish();
    }
    const pending = timer.current !== null || editedWhileLoading.current;
    cancelTimer();
    editedWhileLoading.current = false;
    if (!editor || editor.isDestroyed) {
      return lastHtml.current ?? '';
    }
    if (pending) {
      write();
    }
    return docToHtml(editor.state.doc);
  }, [editor, write]);

  /** Takes HTML from the source view: into the editor as an edit, and out through onChange. */
  const applySource = useCallback(
    (html: string) => {
      if (!editor || editor.isDestroyed) {
        return;
      }
      load.current?.finish();
      cancelTimer();
      // The edit's update event schedules the write; flush does it now.
      replaceWithEdit(editor, html);
      flush();
    },
    [editor, flush],
  );

  // useEditor may replace its instance (a Suspense boundary hiding and showing the editor destroys and
  // recreates it): a new instance is loaded whatever was loaded into the last one.
  const loadedInto = useRef<Editor | null>(null);
  useEffect(() => {
    if (!editor || editor.isDestroyed || (loadedInto.current === editor && value === lastHtml.current)) {
      return;
    }
    cancelTimer();
    load.current?.cancel();
    editedWhileLoading.current = false;
    const chunked = new ChunkedLoad(editor, value, () => {
      setLoading(false);
      if (editedWhileLoading.current) {
        editedWhileLoading.current = false;
        write();
      }
    });
    load.current = chunked;
    loadedInto.current = editor;
    lastHtml.current = value;
    setLoading(!chunked.done);
    chunked.start();
    setStarted(true);
  }, [editor, value, write]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) {
      return;
    }
    const schedule = () => {
      if (load.current && !load.current.done) {
        editedWhileLoading.current = true;
        return;
      }
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        write();
      }, CHANGE_DELAY_MS);
    };
    const follow = ({
      transaction,
      appendedTransactions,
    }: {
      transaction: Transaction;
      appendedTransactions: Transaction[];
    }) => {
      for (const tr of [transaction, ...appendedTransactions]) {
        load.current?.mapThrough(tr);
      }
    };
    const onBlur = () => {
      // While the page is still coming in, edits are written out when it is complete.
      if (!load.current || load.current.done) {
        flush();
      }
    };
    editor.on('update', schedule);
    editor.on('transaction', follow);
    editor.on('blur', onBlur);
    return () => {
      editor.off('update', schedule);
      editor.off('transaction', follow);
      editor.off('blur', onBlur);
      // Unmounting: an edit not yet written out is (the rest of the page loaded first); else just stop.
      if (timer.current !== null || editedWhileLoading.current) {
        flush();
      }
      load.current?.cancel();
    };
  }, [editor, flush, write]);

  return { flush, applySource, loading, started };
}
