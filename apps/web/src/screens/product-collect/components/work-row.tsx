import type { WorkSummary } from '@sellerdesk/domain/api';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconListDetails, IconPackages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { SiteBadge } from '../../../components/site-badge';
import { formatDateTime } from '../../../lib/format';
import { workDisplayState, workProgress, type WorkDisplayState } from '../../../lib/work-progress';
import { WorkProgress } from '../../../components/works/work-progress';

export const WORK_STATE_COLORS: Record<WorkDisplayState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'teal',
  done_with_errors: 'orange',
  failed: 'red',
};

/** One work: what was asked, where it stands, and the way to its per-item results. */
export function WorkRow({ work, onOpen }: { work: WorkSummary; onOpen: (workNumber: number) => void }) {
  const { t } = useTranslation();
  const progress = workProgress(work);
  const displayState = workDisplayState(work);
  const pending = work.running + work.queued;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="work-row"
      data-work={work.workNumber}
      data-state={work.state}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {t('collect.works.number', { workNumber: work.workNumber })}
            </Text>
            <SiteBadge site={work.site} work />
            <Badge variant="outline" color="gray" size="sm" radius="sm">
              {t(`collect.works.via.${work.via}`)}
            </Badge>
            <Text size="sm" c={work.groupName ? undefined : 'dimmed'} truncate="end" maw={220}>
              {work.groupName || t('collect.works.noGroup')}
            </Text>
          </Group>
          <Badge
            color={WORK_STATE_COLORS[displayState]}
            variant="light"
            data-testid="work-state"
            data-display-state={displayState}
          >
            {t(`collect.works.states.${displayState}`)}
          </Badge>
        </Group>
        {work.memo && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {work.memo}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <WorkProgress work={work} textsKey="collect.works" />
          </div>
          <Text size="sm" fw={600} w={44} ta="right">
            {t('collect.works.percent', { percent: progress.percent })}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" data-testid="work-counts">
              {t('collect.works.counts', work)}
            </Text>
            <Text size="xs" c="dimmed">
              {pending > 0 ? `${t('collect.works.pending', work)} · ` : ''}
              {t('collect.works.createdAt', { time: formatDateTime(work.createdAt) })}
            </Text>
          </Stack>
          <Group gap="xs">
            {work.succeeded > 0 && (
              <Button
                component={Link}
                to={`${PATHS.productEdit}?work=${work.workNumber}`}
                variant="subtle"
                size="xs"
                leftSection={<IconPackages size={14} />}
              >
                {t('collect.works.products')}
              </Button>
            )}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconListDetails size={14} />}
              onClick={() => onOpen(work.workNumber)}
              data-testid="work-open"
            >
              {t('collect.works.open')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
