import { Group, Loader, Paper, Text } from '@mantine/core';
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizedFragment } from './html/sanitize';
import { TemplatePreview } from './template-preview';
import classes from './detail-editor.module.css';

/**
 * How much of the page's HTML is shown read-only: a few screens, about what the editor's first part holds
 * (`FIRST_PART`). Parsing and laying out all of a 2 MB page would take longer than the editor needs to
 * take over; the seller sees the top of the page at once either way.
 */
export const PREVIEW_CHARS = 60_000;

/** The HTML up to PREVIEW_CHARS, cut before a tag (the parser closes what is left open). */
export function leadingPart(html: string): { html: string; cut: boolean } {
  if (html.length <= PREVIEW_CHARS) {
    return { html, cut: false };
  }
  const at = html.lastIndexOf('<', PREVIEW_CHARS);
  return { html: html.slice(0, at > 0 ? at : PREVIEW_CHARS), cut: true };
}

/**
 * Performance marks (from the page's navigation start) for when the page is painted and when the editor
 * is shown: what the editor bench reads (`e2e/bench/editor-load.ts`), free of the test harness's delays.
 */
export const PAGE_SHOWN_MARK = 'detail-editor:page-shown';
export const EDITOR_SHOWN_MARK = 'detail-editor:editor-shown';

/** Marks the time once the frame being prepared has been painted (the next task after its frame). */
export function markAfterPaint(name: string): void {
  requestAnimationFrame(() => setTimeout(() => performance.mark(name)));
}

export type PagePreviewProps = {
  html: string;
  preview?: { top?: string | null; bottom?: string | null };
  height?: CSSProperties['height'];
  /** The preview's scroll position, so the editor can open where the seller is reading. */
  onScroll?: (scrollTop: number) => void;
};

/**
 * The page as it will look, read-only, shown the moment the HTML is there while the editor's code loads
 * and converts it (a 2 MB page takes the editor about a second): sanitised with the editor's own policy,
 * pictures loaded lazily. Laid out like the editor (toolbar row, grey scroll area, white page column), so
 * the switch to the editor does not move the page.
 */
export function PagePreview({ html, preview, height = 720, onScroll }: PagePreviewProps) {
  const { t } = useTranslation();
  const page = useRef<HTMLDivElement>(null);
  const shown = leadingPart(html);
  // Before the browser paints: the first frame already holds the page.
  useLayoutEffect(() => {
    page.current?.replaceChildren(sanitizedFragment(shown.html, document, { lazyImages: true }));
    if (shown.html) {
      markAfterPaint(PAGE_SHOWN_MARK);
    }
  }, [shown.html]);
  return (
    <Paper withBorder className={classes.root} style={{ height }} data-testid="detail-editor-preview">
      <Group gap={6} wrap="nowrap" className={classes.previewBar} data-testid="detail-editor-loading">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('detailEditor.loading')}
        </Text>
      </Group>
      <div className={classes.scroll} onScroll={(event) => onScroll?.(event.currentTarget.scrollTop)}>
        {preview?.top ? (
          <TemplatePreview
            html={preview.top}
            label={t('detailEditor.preview.top')}
            testId="page-preview-top"
          />
        ) : null}
        <div ref={page} className={classes.previewPage} data-testid="detail-editor-preview-page" />
        {shown.cut ? (
          <Group gap={6} justify="center" p="md" wrap="nowrap">
            <Loader size={12} />
            <Text size="xs" c="dimmed">
              {t('detailEditor.loadingRest')}
            </Text>
          </Group>
        ) : null}
        {preview?.bottom ? (
          <TemplatePreview
            html={preview.bottom}
            label={t('detailEditor.preview.bottom')}
            testId="page-preview-bottom"
          />
        ) : null}
      </div>
    </Paper>
  );
}
