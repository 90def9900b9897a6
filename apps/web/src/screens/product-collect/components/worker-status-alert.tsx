import { Alert, Text } from '@mantine/core';
import { IconRobotOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkerStatus } from '../../../hooks/api/collect';
import { formatDateTime } from '../../../lib/format';

/** Warns when no collection worker has sent a heartbeat lately: requests would wait in the queue. */
export function WorkerStatusAlert() {
  const { t } = useTranslation();
  const { data } = useWorkerStatus();
  if (!data || data.alive) {
    return null;
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconRobotOff size={20} />}
      title={t('collect.worker.down')}
      data-testid="worker-down"
    >
      <Text size="sm">{t('collect.worker.downBody')}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {data.lastSeenAt
          ? t('collect.worker.lastSeen', { time: formatDateTime(data.lastSeenAt) })
          : t('collect.worker.neverSeen')}
      </Text>
    </Alert>
  );
}
