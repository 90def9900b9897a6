import { useCallback, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '../../app/lazy-screen';
import { moduleLoader } from '../../app/module-loader';
import type { DetailEditor as LoadedEditor, DetailEditorProps, EditorProgress } from './detail-editor';
import { addTexts } from '../../i18n';
import { detailEditor } from '../../i18n/locales/ko/detail-editor';
import { EDITOR_SHOWN_MARK, markAfterPaint, PagePreview } from './page-preview';

addTexts({ detailEditor });

export type { DetailEditorProps } from './detail-editor';
export type { UploadImage } from './use-image-upload';

/**
 * The editor and its libraries (tiptap, prosemirror) come in their own chunk, loaded after the page is
 * painted. Rendered once in, without a Suspense boundary: a fallback, even an empty one, would hold the
 * editor back for at least 300 ms after its code arrived (React's reveal throttle).
 */
const editorLoader = moduleLoader(() => withChunkTimeout(import('./detail-editor')));

/**
 * How far down the seller may have scrolled the read-only page for the editor to take over as soon as its
 * first part is in (that part covers a few screens); further down, the editor takes over once it holds
 * the whole page, at the same scroll position.
 */
const SWITCH_AT_FIRST_PART_PX = 600;

type Phase = 'preview' | 'loading' | 'editor';

/**
 * The detail-page HTML editor (lazy). See DetailEditorProps. The page shows at once, read-only
 * (`PagePreview`); after that first paint the editor is mounted hidden, converts the page and takes its
 * place when it has the part on screen.
 */
export function DetailEditor(props: DetailEditorProps) {
  const [phase, setPhase] = useState<Phase>('preview');
  const [Editor, setEditor] = useState<typeof LoadedEditor | undefined>(
    () => editorLoader.loaded()?.DetailEditor,
  );
  const previewScroll = useRef(0);

  // After the browser has painted the read-only page (a frame, then a task): the editor's code and its
  // conversion of the page block the main thread, so they come second.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPhase((now) => (now === 'preview' ? 'loading' : now)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (phase === 'preview' || Editor) {
      return;
    }
    let live = true;
    editorLoader.load().then(
      (module) => live && setEditor(() => module.DetailEditor),
      // Thrown while rendering, so the route's error screen offers a reload, as for a screen's chunk.
      (error: unknown) =>
        live &&
        setEditor(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [phase, Editor]);

  useEffect(() => {
    if (phase === 'editor') {
      markAfterPaint(EDITOR_SHOWN_MARK);
    }
  }, [phase]);

  const onProgress = useCallback(({ complete }: EditorProgress) => {
    if (complete || previewScroll.current < SWITCH_AT_FIRST_PART_PX) {
      setPhase('editor');
    }
  }, []);

  return (
    <>
      {phase !== 'editor' && (
        <PagePreview
          html={props.value}
          preview={props.preview}
          height={props.height}
          onScroll={(top) => {
            previewScroll.current = top;
          }}
        />
      )}
      {phase !== 'preview' && Editor && (
        <Editor
          {...props}
          hidden={phase !== 'editor'}
          initialScrollTop={previewScroll.current}
          onProgress={onProgress}
        />
      )}
    </>
  );
}
