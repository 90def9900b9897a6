import '@mantine/tiptap/styles.css';
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconAlertTriangle } from '@tabler/icons-react';
import { EditorContent, useEditor } from '@tiptap/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { docToHtml } from './html/to-html';
import { detailEditorExtensions } from './schema/extensions';
import { DetailEditorToolbar } from './toolbar/toolbar';
import { SourceView } from './source-view';
import { TemplatePreview } from './template-preview';
import { useHtmlSync } from './use-html-sync';
import { useImageUpload, type UploadImage } from './use-image-upload';
import classes from './detail-editor.module.css';

export type DetailEditorProps = {
  /** The detail page's HTML (the product's `detailPageHtml`). */
  value: string;
  /** Called with the new HTML after an edit (after a short pause while typing, at once on blur). */
  onChange: (html: string) => void;
  /** Uploads one checked image file and answers its address (the screen passes UploadImage, type=edit). */
  uploadImage: UploadImage;
  readOnly?: boolean;
  /** The seller's top and bottom templates, shown around the page; never part of `value`. */
  preview?: { top?: string | null; bottom?: string | null };
  /** Height of the whole editor; the page scrolls inside. */
  height?: CSSProperties['height'];
};

/** How far the editor has the page: its first part (on screen, editable), or all of it. */
export type EditorProgress = { complete: boolean };

type InnerProps = DetailEditorProps & {
  /** Mounted but not shown yet (the read-only page stands in while the editor converts it). */
  hidden?: boolean;
  /** Where the page is scrolled to when the editor is first shown. */
  initialScrollTop?: number;
  onProgress?: (progress: EditorProgress) => void;
};

/**
 * The detail-page editor: a rich-text view that gives back the collected HTML as it was (every tag,
 * attribute and style it does not touch), an HTML source view kept in step with it, Korean toolbar,
 * image upload into the text and the image-translation entry points.
 */
export function DetailEditor({
  value,
  onChange,
  uploadImage,
  readOnly = false,
  preview,
  height = 720,
  hidden = false,
  initialScrollTop = 0,
  onProgress,
}: InnerProps) {
  const { t } = useTranslation();
  const extensions = useMemo(() => detailEditorExtensions(), []);
  const editor = useEditor({
    extensions,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: classes.content ?? '',
        'aria-label': t('detailEditor.contentLabel'),
        'data-testid': 'detail-editor-content',
      },
    },
  });
  const { flush, applySource, loading, started } = useHtmlSync(editor, value, onChange);
  const scroll = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (started) {
      onProgress?.({ complete: !loading });
    }
  }, [started, loading, onProgress]);
  // Shown where the seller was reading the read-only page.
  useLayoutEffect(() => {
    if (!hidden && initialScrollTop > 0 && scroll.current) {
      scroll.current.scrollTop = initialScrollTop;
    }
    // Only when it is first shown; later the seller scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);
  const upload = useImageUpload(editor, uploadImage);
  const [source, setSource] = useState<string | null>(null);
  const flushSource = useRef<(() => void) | null>(null);
  const registerFlush = useCallback((fn: (() => void) | null) => {
    flushSource.current = fn;
  }, []);

  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setEditable(!readOnly);
    }
  }, [editor, readOnly]);

  const toggleSource = () => {
    if (!editor) {
      return;
    }
    if (source === null) {
      flush();
      setSource(docToHtml(editor.state.doc, { pretty: true }));
    } else {
      flushSource.current?.();
      setSource(null);
      editor.commands.focus();
    }
  };

  return (
    <RichTextEditor
      editor={editor}
      withTypographyStyles={false}
      className={classes.root}
      style={{ height, display: hidden ? 'none' : undefined }}
      data-testid="detail-editor"
      data-mode={source === null ? 'visual' : 'source'}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {!readOnly ? (
        <RichTextEditor.Toolbar className={classes.toolbar}>
          {editor && (
            <DetailEditorToolbar
              editor={editor}
              source={source !== null}
              onToggleSource={toggleSource}
              uploading={upload.uploading}
              onFiles={(files) => void upload.upload(files)}
            />
          )}
          {loading && (
            <Group gap={6} wrap="nowrap" data-testid="detail-editor-loading-rest">
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                {t('detailEditor.loadingRest')}
              </Text>
            </Group>
          )}
        </RichTextEditor.Toolbar>
      ) : (
        <Group p="xs" justify="space-between">
          <Badge variant="light" color="gray">
            {t('detailEditor.readOnly')}
          </Badge>
        </Group>
      )}
      {upload.errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          withCloseButton
          closeButtonLabel={t('detailEditor.upload.dismiss')}
          onClose={upload.dismiss}
          role="alert"
          m="xs"
          data-testid="detail-editor-upload-error"
        >
          <Stack gap={2}>
            {upload.errors.map((message, i) => (
              <span key={`${i}-${message}`}>{message}</span>
            ))}
          </Stack>
        </Alert>
      )}
      <div ref={scroll} className={classes.scroll}>
        {source === null && preview?.top ? (
          <TemplatePreview
            html={preview.top}
            label={t('detailEditor.preview.top')}
            testId="detail-editor-preview-top"
          />
        ) : null}
        <div hidden={source !== null}>
          <EditorContent editor={editor} />
        </div>
        {source !== null && (
          <SourceView
            initial={source}
            readOnly={readOnly}
            onApply={applySource}
            registerFlush={registerFlush}
          />
        )}
        {source === null && preview?.bottom ? (
          <TemplatePreview
            html={preview.bottom}
            label={t('detailEditor.preview.bottom')}
            testId="detail-editor-preview-bottom"
          />
        ) : null}
      </div>
    </RichTextEditor>
  );
}

export default DetailEditor;
