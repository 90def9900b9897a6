import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconHelpCircle, IconHourglassHigh, IconPhotoEdit, IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

export function ImageUploadControl({
  imageSelected,
  uploading,
  onFiles,
}: {
  imageSelected: boolean;
  uploading: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const label = imageSelected ? t('detailEditor.toolbar.imageReplace') : t('detailEditor.toolbar.image');
  return (
    <FileButton onChange={(files) => onFiles(files)} accept={ACCEPT} multiple disabled={uploading}>
      {(props) => (
        <RichTextEditor.Control
          {...props}
          aria-label={uploading ? t('detailEditor.upload.uploading') : label}
          title={uploading ? t('detailEditor.upload.uploading') : label}
          disabled={uploading}
          data-testid="detail-editor-image-upload"
        >
          {uploading ? <Loader size={14} /> : <IconPhotoUp size={16} stroke={1.6} />}
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}

export function ImageTranslationGuide({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = t('detailEditor.guide.steps', { returnObjects: true }) as readonly string[];
  return (
    <Modal opened={opened} onClose={onClose} title={t('detailEditor.guide.title')} size="lg" centered>
      <Stack gap="md" data-testid="detail-editor-guide">
        <Text size="sm">{t('detailEditor.guide.lead')}</Text>
        <List type="ordered" spacing="xs" size="sm">
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The image editor button. Image translation and editing come in a later release: the button says so
 * plainly (준비 중) and points to the guide for replacing an image by hand meanwhile.
 */
export function ImageEditorControl({ onOpenGuide }: { onOpenGuide: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RichTextEditor.Control
        aria-label={t('detailEditor.toolbar.imageEditor')}
        title={t('detailEditor.toolbar.imageEditor')}
        onClick={() => setOpened(true)}
        data-testid="detail-editor-image-editor"
      >
        <IconPhotoEdit size={16} stroke={1.6} />
      </RichTextEditor.Control>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('detailEditor.imageEditor.title')}
        centered
      >
        <Stack gap="md" data-testid="detail-editor-image-editor-dialog">
          <Alert
            color="yellow"
            variant="light"
            icon={<IconHourglassHigh size={18} />}
            title={<Badge color="yellow">{t('common.status.comingSoon')}</Badge>}
          >
            {t('detailEditor.imageEditor.body')}
          </Alert>
          <Text size="sm">{t('detailEditor.imageEditor.meanwhile')}</Text>
          <Group justify="space-between">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setOpened(false);
                onOpenGuide();
              }}
            >
              {t('detailEditor.imageEditor.openGuide')}
            </Anchor>
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.actions.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function GuideLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      onClick={onOpen}
      data-testid="detail-editor-guide-link"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconHelpCircle size={14} />
      {t('detailEditor.toolbar.guide')}
    </Anchor>
  );
}
