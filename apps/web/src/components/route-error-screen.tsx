import { Button, Code, Text } from '@mantine/core';
import { IconAlertOctagon, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../app/lazy-screen';
import { StatusScreen } from './status-screen';

/** Route error boundary: chunk load failures and timeouts offer a reload; anything else a generic message. */
export function RouteErrorScreen({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <StatusScreen
      fullPage={!inShell}
      color="red"
      icon={<IconAlertOctagon size={32} />}
      title={chunk ? t('common.chunkError.title') : t('common.unexpectedError.title')}
      testId="route-error"
      actions={
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          {t('common.actions.reload')}
        </Button>
      }
    >
      <Text c="dimmed">{chunk ? t('common.chunkError.body') : t('common.unexpectedError.body')}</Text>
      {detail && (
        <Code block w="100%" ta="start" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {detail}
        </Code>
      )}
    </StatusScreen>
  );
}
