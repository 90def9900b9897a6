import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SaveOutcome } from './save-outcome';

/** The dialog after a save: 성공 with 창 닫기 / 유지, or 오류 with the server's or the generic message. */
export function SaveDialog({
  outcome,
  onKeep,
  onCloseWindow,
}: {
  outcome: SaveOutcome | null;
  onKeep: () => void;
  onCloseWindow: () => void;
}) {
  const { t } = useTranslation();
  const success = outcome?.kind === 'success';
  const message =
    outcome?.kind === 'success'
      ? t('pages.editor.save.successBody')
      : outcome?.kind === 'refused'
        ? outcome.message
        : t('pages.editor.save.failedBody');
  return (
    <Modal
      opened={outcome != null}
      onClose={onKeep}
      title={success ? t('pages.editor.save.successTitle') : t('pages.editor.save.errorTitle')}
      centered
      data-testid="editor-save-dialog"
    >
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        {success ? (
          <>
            <Button variant="default" onClick={onKeep}>
              {t('pages.editor.save.keep')}
            </Button>
            <Button onClick={onCloseWindow}>{t('pages.editor.closeWindow')}</Button>
          </>
        ) : (
          <Button onClick={onKeep}>{t('pages.editor.save.ok')}</Button>
        )}
      </Group>
    </Modal>
  );
}
