import { Alert, Button, Paper, Radio, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SourceSyncMode, SourceSyncSchedule } from '@sellerdesk/domain/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceSyncPanel } from '../../../components/source-sync';
import { useSaveSourceSyncSetting, useSourceSyncSetting } from '../../../hooks/api/source-sync';
import { addTexts } from '../../../i18n';
import { sourceSync } from '../../../i18n/locales/ko/source-sync';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';

addTexts({ sourceSync });

const SCHEDULES: readonly SourceSyncSchedule[] = ['off', 'daily', 'every6h'];
const MODES: readonly SourceSyncMode[] = ['push', 'notify'];

/**
 * 원본 가격·재고 동기화 (settings): how often listed products are checked against their source and
 * whether changes go to the markets or are only reported; below, "지금 동기화" and the syncs' reports.
 */
export default function SourceSyncSection() {
  const { t } = useTranslation();
  const setting = useSourceSyncSetting();
  const save = useSaveSourceSyncSetting();
  const [schedule, setSchedule] = useState<SourceSyncSchedule>('off');
  const [mode, setMode] = useState<SourceSyncMode>('push');

  useEffect(() => {
    if (setting.data) {
      setSchedule(setting.data.schedule);
      setMode(setting.data.mode);
    }
  }, [setting.data]);

  if (setting.isPending) {
    return <Skeleton height={260} radius="md" />;
  }
  if (setting.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('sourceSync.settings.loadFailed')}
      >
        {errorMessage(setting.error)}
      </Alert>
    );
  }
  const saved = setting.data;
  const onSave = () =>
    save.mutate(
      { schedule, mode },
      {
        onSuccess: () => notify(t('sourceSync.settings.saved')),
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="source-sync-section">
        <Stack gap="md" maw={640}>
          <div>
            <Title order={3} size="h4">
              {t('sourceSync.settings.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sourceSync.settings.description')}
            </Text>
          </div>
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('sourceSync.settings.schedule')}
            </Text>
            <SegmentedControl
              value={schedule}
              onChange={(value) => setSchedule(value as SourceSyncSchedule)}
              data={SCHEDULES.map((value) => ({ value, label: t(`sourceSync.settings.schedules.${value}`) }))}
              data-testid="source-sync-schedule"
            />
          </Stack>
          <Radio.Group
            label={t('sourceSync.settings.mode')}
            value={mode}
            onChange={(value) => setMode(value as SourceSyncMode)}
          >
            <Stack gap="xs" mt={6}>
              {MODES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`sourceSync.settings.modes.${value}`)}
                  description={t(`sourceSync.settings.modeHints.${value}`)}
                  data-testid={`source-sync-mode-${value}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Stack gap={2} data-testid="source-sync-runs">
            <Text size="xs" c="dimmed">
              {saved.lastRunAt
                ? t('sourceSync.settings.lastRun', { date: formatDateTime(saved.lastRunAt) })
                : t('sourceSync.settings.neverRun')}
            </Text>
            <Text size="xs" c="dimmed">
              {saved.nextRunAt
                ? t('sourceSync.settings.nextRun', { date: formatDateTime(saved.nextRunAt) })
                : t('sourceSync.settings.manualOnly')}
            </Text>
          </Stack>
          <div>
            <Button onClick={onSave} loading={save.isPending} data-testid="source-sync-save">
              {t('sourceSync.settings.save')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <SourceSyncPanel />
    </Stack>
  );
}
