import { Alert, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceSyncSetting, useSourceSyncWorks, useStartSourceSync } from '../../hooks/api/source-sync';
import { addTexts } from '../../i18n';
import { sourceSync } from '../../i18n/locales/ko/source-sync';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { WorkProgress } from '../works/work-progress';
import { SourceSyncReportDrawer } from './source-sync-report';

addTexts({ sourceSync });

/**
 * "지금 동기화" and the seller's syncs, newest first, each with its progress and a report drawer. The
 * settings section shows it under the schedule; the listings control screen mounts it as is.
 */
export function SourceSyncPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const setting = useSourceSyncSetting();
  const works = useSourceSyncWorks(page);
  const start = useStartSourceSync();
  const mode = setting.data?.mode ?? 'push';

  const run = () =>
    start.mutate(
      {},
      {
        onSuccess: (started) => {
          setAsking(false);
          setPage(1);
          setOpen(started.workNumber);
          notify(t('sourceSync.start.started', started));
        },
        onError: (error) => {
          setAsking(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="source-sync-panel">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {t('sourceSync.works.title')}
          </Title>
          <Button
            leftSection={<IconRefresh size={16} />}
            onClick={() => setAsking(true)}
            loading={start.isPending}
            data-testid="source-sync-start"
          >
            {t('sourceSync.start.button')}
          </Button>
        </Group>
        {works.isPending ? (
          <Skeleton height={80} radius="md" />
        ) : works.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('sourceSync.works.loadFailed')}
          >
            {errorMessage(works.error)}
          </Alert>
        ) : works.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="source-sync-works-empty">
            {t('sourceSync.works.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {works.data.items.map((work) => (
              <Paper
                key={work.workNumber}
                withBorder
                p="sm"
                radius="sm"
                data-testid="source-sync-work"
                data-state={work.state}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {t('sourceSync.works.work', { workNumber: work.workNumber })}
                      </Text>
                      <Badge size="sm" variant="light">
                        {t(`sourceSync.works.trigger.${work.trigger}`)}
                      </Badge>
                      <Badge size="sm" variant="light" color={work.mode === 'notify' ? 'yellow' : 'blue'}>
                        {t(`sourceSync.works.mode.${work.mode}`)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(work.createdAt)}
                      </Text>
                    </Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(work.workNumber)}
                      data-testid="source-sync-open"
                    >
                      {t('sourceSync.works.open')}
                    </Button>
                  </Group>
                  <WorkProgress work={work.counts} textsKey="sourceSync.works" size="sm" />
                  <Text size="xs" c="dimmed">
                    {t('sourceSync.works.summary', {
                      products: work.counts.total - work.counts.pushed - work.counts.pushFailed,
                      changed: work.counts.changed,
                      gone: work.counts.gone,
                      pushed: work.counts.pushed,
                      pushFailed: work.counts.pushFailed,
                    })}
                  </Text>
                </Stack>
              </Paper>
            ))}
            {works.data.total > works.data.maxRow && (
              <Pagination
                total={Math.ceil(works.data.total / works.data.maxRow)}
                value={page}
                onChange={setPage}
                size="sm"
              />
            )}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('sourceSync.start.confirmTitle')}
        confirmLabel={t('sourceSync.start.confirm')}
        onConfirm={run}
        onClose={() => setAsking(false)}
        loading={start.isPending}
        destructive={false}
        testId="source-sync-confirm"
      >
        {mode === 'notify' ? t('sourceSync.start.confirmNotify') : t('sourceSync.start.confirmPush')}
      </ConfirmDialog>
      <SourceSyncReportDrawer workNumber={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
