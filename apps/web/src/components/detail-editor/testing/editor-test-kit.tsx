import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DetailEditor, type DetailEditorProps } from '../detail-editor';
import type { UploadImage } from '../use-image-upload';

// jsdom lays nothing out: prosemirror asks ranges for their rectangles when scrolling the caret into view.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [] as unknown as DOMRectList,
    getBoundingClientRect: () => new DOMRect(),
  });
}

/** Renders the editor (not lazily) and hands out its tiptap instance and the onChange spy. */
export async function renderEditor(value: string, props: Partial<DetailEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const uploadImage = vi.fn<UploadImage>();
  const result = renderWithProviders(
    <DetailEditor value={value} onChange={onChange} uploadImage={uploadImage} {...props} />,
  );
  const setValue = (next: string) =>
    act(() => {
      result.rerender(
        <QueryClientProvider client={result.queryClient}>
          <MantineProvider env="test">
            <DetailEditor value={next} onChange={onChange} uploadImage={uploadImage} {...props} />
          </MantineProvider>
        </QueryClientProvider>,
      );
    });
  const content = await screen.findByTestId('detail-editor-content');
  const editor = (content as unknown as { editor: Editor }).editor;
  return {
    ...result,
    setValue,
    onChange,
    uploadImage,
    editor,
    content,
    /** The last HTML handed to onChange. */
    lastHtml: () => onChange.mock.calls.at(-1)?.[0],
  };
}

/** Selects the first occurrence of `text` (within one text node). */
export function selectText(editor: Editor, text: string): void {
  let found: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found || !node.isText) {
      return !found;
    }
    const index = node.text!.indexOf(text);
    if (index >= 0) {
      found = { from: pos + index, to: pos + index + text.length };
    }
    return false;
  });
  if (!found) {
    throw new Error(`text not found: ${text}`);
  }
  editor.commands.setTextSelection(found);
}

export function button(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}
