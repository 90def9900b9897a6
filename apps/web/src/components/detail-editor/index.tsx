import { Center, Loader, Paper, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../../app/lazy-screen';
import type { DetailEditorProps } from './detail-editor';
import { addTexts } from '../../i18n';
import { detailEditor } from '../../i18n/locales/ko/detail-editor';

addTexts({ detailEditor });

export type { DetailEditorProps } from './detail-editor';
export type { UploadImage } from './use-image-upload';

/** The editor and its libraries (tiptap, prosemirror) come in their own chunk, loaded when first shown. */
const LazyEditor = lazy(() => withChunkTimeout(import('./detail-editor')));

function EditorLoading({ height }: { height: DetailEditorProps['height'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder h={height ?? 720} data-testid="detail-editor-loading">
      <Center h="100%">
        <Loader size="sm" mr="sm" />
        <Text size="sm" c="dimmed">
          {t('detailEditor.loading')}
        </Text>
      </Center>
    </Paper>
  );
}

/** The detail-page HTML editor (lazy). See DetailEditorProps. */
export function DetailEditor(props: DetailEditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
