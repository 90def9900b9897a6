import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before something that cannot be undone (deleting words, products, a stored cookie). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading = false,
  testId,
}: {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
