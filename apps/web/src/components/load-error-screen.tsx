import { Button, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { StatusScreen } from './status-screen';

/** Shown when the user could not be loaded for a reason other than the session (network, server). */
export function LoadErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      fullPage
      icon={<IconCloudOff size={32} />}
      color="red"
      title={t('pages.sessionCheck.loadFailed')}
      actions={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
    >
      <Text c="dimmed">{errorMessage(error)}</Text>
    </StatusScreen>
  );
}
