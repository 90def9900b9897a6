import {
  Alert,
  Badge,
  Drawer,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { EndpointResponse, endpoints } from '@sellerdesk/domain/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceSyncWork } from '../../hooks/api/source-sync';
import { addTexts } from '../../i18n';
import { sourceSync } from '../../i18n/locales/ko/source-sync';
import { errorMessage } from '../../lib/api-error';
import { WorkProgress } from '../works/work-progress';

addTexts({ sourceSync });

type ReportRow = EndpointResponse<typeof endpoints.Market.GetSourceSyncWork>['report']['items'][number];

const PUSH_COLORS = { queued: 'gray', running: 'blue', succeeded: 'teal', failed: 'red', skipped: 'gray' };

function won(value: number | null): string {
  return value == null ? '-' : `${value.toLocaleString('ko-KR')}원`;
}

/** Combination names as the seller reads them: '화이트//M' → '화이트 / M'. */
function optionList(names: readonly string[]): string {
  return names.map((name) => name.split('//').join(' / ')).join(', ');
}

/** What the source said about one product, in words. */
function ChangeCell({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  if (row.outcome === null) {
    return (
      <Text size="sm" c={row.state === 'failed' ? 'red' : 'dimmed'}>
        {row.state === 'failed' ? row.message : t('sourceSync.report.pending')}
      </Text>
    );
  }
  if (row.outcome === 'gone') {
    return (
      <Text size="sm" c="red" data-testid="sync-row-gone">
        {t('sourceSync.report.gone')}
      </Text>
    );
  }
  if (row.outcome === 'unchanged') {
    return (
      <Text size="sm" c="dimmed">
        {t('sourceSync.report.unchanged')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {row.oldPrice !== row.newPrice ? (
        <Text size="sm" fw={500} data-testid="sync-row-price">
          {t('sourceSync.report.price', { old: won(row.oldPrice), new: won(row.newPrice) })}
        </Text>
      ) : row.soldOut.length + row.restocked.length === 0 ? (
        <Text size="sm">{t('sourceSync.report.stockOnly')}</Text>
      ) : null}
      {row.priceKept && (
        <Text size="xs" c="dimmed">
          {t('sourceSync.report.priceKept')}
        </Text>
      )}
      {row.soldOut.length > 0 && (
        <Text size="sm" c="orange" data-testid="sync-row-soldout">
          {t('sourceSync.report.soldOut', { options: optionList(row.soldOut) })}
        </Text>
      )}
      {row.restocked.length > 0 && (
        <Text size="sm" c="teal">
          {t('sourceSync.report.restocked', { options: optionList(row.restocked) })}
        </Text>
      )}
    </Stack>
  );
}

function PushesCell({ row }: { row: ReportRow }) {
  const { t } = useTranslation();
  if (row.pushes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {row.outcome === 'changed' || row.outcome === 'gone'
          ? (row.message ?? t('sourceSync.report.noPush'))
          : '-'}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {row.pushes.map((push) => (
        <Group key={push.listingId} gap={6} wrap="nowrap" align="flex-start" data-testid="sync-push">
          <Badge size="sm" variant="light" color={PUSH_COLORS[push.state]}>
            {t(`sourceSync.report.pushStates.${push.state}`)}
          </Badge>
          <Text size="sm">
            {t(`sourceSync.markets.${push.market}`)} ({push.accountLabel}) ·{' '}
            {t(`sourceSync.report.actions.${push.action}`)}
            {push.state === 'failed' && push.message ? (
              <Text span c="red" size="sm">
                {' '}
                — {push.message}
              </Text>
            ) : null}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One sync's report: its progress while it runs, then per product what changed at the source (old → new
 * price, sold-out options, gone) and what was pushed to which market, or the Korean reason it failed.
 */
export function SourceSyncReport({ workNumber }: { workNumber: number }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<'changes' | 'all'>('changes');
  const [page, setPage] = useState(1);
  const work = useSourceSyncWork(workNumber, filter, page);

  if (work.isPending) {
    return <Skeleton height={200} radius="md" />;
  }
  if (work.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('sourceSync.report.loadFailed')}
      >
        {errorMessage(work.error)}
      </Alert>
    );
  }
  const data = work.data;
  const pages = Math.max(1, Math.ceil(data.report.total / data.report.maxRow));
  return (
    <Stack gap="md" data-testid="source-sync-report" data-state={data.state}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Badge
          variant="light"
          color={data.state === 'done_with_errors' ? 'red' : data.state === 'done' ? 'teal' : 'blue'}
        >
          {t(`sourceSync.works.states.${data.state}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t(`sourceSync.works.mode.${data.mode}`)} · {t(`sourceSync.works.trigger.${data.trigger}`)}
        </Text>
      </Group>
      <WorkProgress work={data.counts} textsKey="sourceSync.works" size="md" />
      <Text size="sm" data-testid="source-sync-summary">
        {t('sourceSync.works.summary', {
          products: data.counts.total - data.counts.pushed - data.counts.pushFailed,
          changed: data.counts.changed,
          gone: data.counts.gone,
          pushed: data.counts.pushed,
          pushFailed: data.counts.pushFailed,
        })}
      </Text>
      <SegmentedControl
        value={filter}
        onChange={(value) => {
          setFilter(value as 'changes' | 'all');
          setPage(1);
        }}
        data={[
          { value: 'changes', label: t('sourceSync.report.filters.changes') },
          { value: 'all', label: t('sourceSync.report.filters.all') },
        ]}
        data-testid="source-sync-filter"
      />
      {data.report.items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="source-sync-empty">
          {filter === 'changes' ? t('sourceSync.report.empty') : t('sourceSync.report.emptyAll')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sourceSync.report.product')}</Table.Th>
                <Table.Th>{t('sourceSync.report.change')}</Table.Th>
                <Table.Th>{t('sourceSync.report.pushes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.report.items.map((row) => (
                <Table.Tr key={row.productId} data-testid="source-sync-row" data-outcome={row.outcome ?? ''}>
                  <Table.Td maw={240}>
                    <Text size="sm" lineClamp={2}>
                      {row.title || t('sourceSync.report.untitled')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ChangeCell row={row} />
                  </Table.Td>
                  <Table.Td>
                    <PushesCell row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

/** The report in a drawer (the control screen and the settings section open it from a sync's row). */
export function SourceSyncReportDrawer({
  workNumber,
  onClose,
}: {
  workNumber: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={workNumber != null}
      onClose={onClose}
      position="right"
      size="xl"
      title={workNumber != null ? t('sourceSync.report.title', { workNumber }) : ''}
      data-testid="source-sync-drawer"
    >
      {workNumber != null && <SourceSyncReport workNumber={workNumber} />}
    </Drawer>
  );
}
