import './csp-setup';
import '@mantine/core/styles.css';
import '../src/i18n';
import { MantineProvider } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { createRoot } from 'react-dom/client';
import { DetailEditor, type DetailEditorProps } from '../src/components/detail-editor';
import { domSignature } from '../src/components/detail-editor/testing/dom-signature';

/**
 * `window.harness`, driven by test-harness/check.ts and bench/detail-editor.ts through playwright:
 * open the editor on some HTML and time it until the page is on screen, read its HTML back, compare.
 */

type OpenOptions = { preview?: DetailEditorProps['preview']; height?: number };

const root = createRoot(document.getElementById('root')!);
let changes: string[] = [];
let openedAt = 0;
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(
    `${event.violatedDirective}: ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
  );
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function editorElement(): (HTMLElement & { editor?: Editor }) | null {
  return document.querySelector('[data-testid="detail-editor-content"]');
}

async function uploadImage(file: File): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return `/img/uploaded-${encodeURIComponent(file.name)}`;
}

const harness = {
  /** Milliseconds from rendering the editor with `html` until its content has been painted. */
  async open(html: string, options: OpenOptions = {}): Promise<number> {
    root.render(null);
    while (editorElement()) {
      await nextFrame();
    }
    changes = [];
    const start = performance.now();
    openedAt = start;
    root.render(
      <MantineProvider>
        <DetailEditor
          value={html}
          onChange={(next) => changes.push(next)}
          uploadImage={uploadImage}
          preview={options.preview}
          height={options.height ?? window.innerHeight - 16}
        />
      </MantineProvider>,
    );
    // Each frame: is the page in? Then the time once that frame is painted — a task queued from this
    // animation-frame callback runs after the paint, before work the editor queues for later frames.
    for (;;) {
      const painted = await new Promise<number | null>((resolve) =>
        requestAnimationFrame(() => {
          const editor = editorElement()?.editor;
          if (editor && (html === '' || editor.state.doc.content.size > 2)) {
            setTimeout(() => resolve(performance.now()), 0);
          } else {
            resolve(null);
          }
        }),
      );
      if (painted !== null) {
        return painted - start;
      }
      if (performance.now() - start > 30_000) {
        throw new Error('the editor did not show the page within 30 s');
      }
    }
  },
  /** Milliseconds from `open` until the whole page is in (big pages come in parts, see ChunkedLoad). */
  async loaded(): Promise<number> {
    while (document.querySelector('[data-testid="detail-editor"][data-loading]')) {
      await nextFrame();
    }
    return performance.now() - openedAt;
  },
  /** The editor's current HTML, as onChange would give it. */
  async html(): Promise<string> {
    const { docToHtml } = await import('../src/components/detail-editor/html/to-html');
    return docToHtml(editorElement()!.editor!.state.doc);
  },
  /** Milliseconds to read `html` into an editor document (no view), for profiling the conversion. */
  async convert(html: string): Promise<number> {
    const { htmlToDoc } = await import('../src/components/detail-editor/html/to-doc');
    const editor = editorElement()!.editor!;
    const start = performance.now();
    htmlToDoc(html, editor.schema);
    return performance.now() - start;
  },
  /** Selects the first occurrence of `text` (within one text node) and focuses the editor. */
  select(text: string): boolean {
    const editor = editorElement()!.editor!;
    let found: { from: number; to: number } | null = null;
    editor.state.doc.descendants((node, pos) => {
      const index = !found && node.isText ? node.text!.indexOf(text) : -1;
      if (index >= 0) {
        found = { from: pos + index, to: pos + index + text.length };
      }
      return !found;
    });
    if (found) {
      editor.chain().focus().setTextSelection(found).run();
    }
    return found !== null;
  },
  changes: () => changes,
  violations: () => violations,
  signature: (html: string) => domSignature(html),
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}

window.harness = harness;
document.body.dataset.harness = 'ready';
