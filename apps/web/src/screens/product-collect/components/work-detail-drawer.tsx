import type { ItemState, WorkItemLog } from '@sellerdesk/domain/api';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../../ui-constants';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { VirtualList } from '../../../components/virtual-list';
import { useRetryCollectItems, useWorkDetail } from '../../../hooks/api/collect';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { workDisplayState } from '../../../lib/work-progress';
import { WorkItemRow } from './work-item-row';
import { WorkProgress } from '../../../components/works/work-progress';
import { WORK_STATE_COLORS } from './work-row';

type ItemFilter = 'all' | 'failed' | 'succeeded' | 'skipped' | 'pending';
const FILTER_STATES: Record<Exclude<ItemFilter, 'all'>, readonly ItemState[]> = {
  failed: ['failed'],
  succeeded: ['succeeded'],
  skipped: ['skipped'],
  pending: ['queued', 'running'],
};

function matches(item: WorkItemLog, filter: ItemFilter): boolean {
  return filter === 'all' || FILTER_STATES[filter].includes(item.state);
}

/** A work's items (virtualized: up to 1,000), live while it runs, with retry of failed items. */
export function WorkDetailDrawer({
  workNumber,
  onClose,
}: {
  workNumber: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const detail = useWorkDetail(workNumber);
  const retry = useRetryCollectItems();
  const [filter, setFilter] = useState<ItemFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const items = useMemo(() => detail.data?.items ?? [], [detail.data]);
  const failedIds = useMemo(
    () => items.filter((item) => item.state === 'failed').map((item) => item.id),
    [items],
  );
  // Items that left the failed state (retried, now queued) drop out of the selection on their own.
  const selectedFailed = failedIds.filter((id) => selected.has(id));
  const shown = useMemo(() => items.filter((item) => matches(item, filter)), [items, filter]);
  const count = (key: ItemFilter) => items.filter((item) => matches(item, key)).length;

  const close = () => {
    setFilter('all');
    setSelected(new Set());
    onClose();
  };
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });
  const runRetry = (itemIds?: string[]) => {
    if (workNumber == null) {
      return;
    }
    retry.mutate(
      { workNumber, itemIds },
      {
        onSuccess: ({ retried }) => {
          setSelected(new Set());
          notify(
            retried > 0 ? t('collect.detail.retried', { count: retried }) : t('collect.detail.noneRetried'),
            {
              type: retried > 0 ? 'success' : 'info',
            },
          );
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  const work = detail.data?.work;
  return (
    <Drawer
      opened={workNumber != null}
      onClose={close}
      position="right"
      size={mobile ? '100%' : 720}
      title={workNumber != null ? t('collect.detail.title', { workNumber }) : ''}
      data-testid="work-detail"
    >
      {detail.isPending ? (
        <Stack gap="sm">
          <Skeleton height={60} />
          <Skeleton height={320} />
        </Stack>
      ) : !work ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('collect.detail.loadFailed')}
        >
          {errorMessage(detail.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap={6}>
            <SiteBadge site={work.site} work />
            <Text size="sm">{work.groupName || t('collect.works.noGroup')}</Text>
            <Text
              size="xs"
              c={`${WORK_STATE_COLORS[workDisplayState(work)]}.7`}
              fw={700}
              data-testid="detail-state"
              data-state={work.state}
            >
              {t(`collect.works.states.${workDisplayState(work)}`)}
            </Text>
          </Group>
          <WorkProgress work={work} textsKey="collect.works" size="md" />
          <Text size="xs">{t('collect.works.counts', work)}</Text>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value as ItemFilter)}
            data={(['all', 'failed', 'succeeded', 'skipped', 'pending'] as const).map((key) => ({
              value: key,
              label: t(`collect.detail.filters.${key}`, { count: count(key) }),
            }))}
            style={{ overflowX: 'auto' }}
          />
          <Group gap="xs" justify="space-between">
            <Checkbox
              label={t('collect.detail.selectAllFailed')}
              checked={failedIds.length > 0 && selectedFailed.length === failedIds.length}
              indeterminate={selectedFailed.length > 0 && selectedFailed.length < failedIds.length}
              disabled={failedIds.length === 0}
              onChange={(event) => setSelected(new Set(event.currentTarget.checked ? failedIds : []))}
              size="xs"
            />
            <Group gap="xs">
              {selectedFailed.length > 0 && (
                <Button
                  size="xs"
                  variant="light"
                  loading={retry.isPending}
                  onClick={() => runRetry(selectedFailed)}
                >
                  {t('collect.detail.retrySelected', { count: selectedFailed.length })}
                </Button>
              )}
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} />}
                disabled={failedIds.length === 0}
                loading={retry.isPending && selectedFailed.length === 0}
                onClick={() => runRetry()}
                data-testid="retry-failed"
              >
                {t('collect.detail.retryAll', { count: failedIds.length })}
              </Button>
            </Group>
          </Group>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {t('collect.detail.empty')}
            </Text>
          ) : (
            <VirtualList
              items={shown}
              getKey={(item) => item.id}
              estimateSize={88}
              maxHeight="max(280px, calc(100dvh - 330px))"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-default)',
              }}
              testId="work-items"
              renderItem={(item) => (
                <WorkItemRow item={item} selected={selected.has(item.id)} onToggle={toggle} />
              )}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
