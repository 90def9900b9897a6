import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Menu,
  Pagination,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconCloudUpload,
  IconEdit,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterFold } from '../../components/filter-fold';
import { PageHeader } from '../../components/page-header';
import {
  useChangeListingStatus,
  useListings,
  useSyncListings,
  type ListingRow,
  type ListingState,
  type SettableListingStatus,
} from '../../hooks/api/product-control';
import { SourceSyncPanel } from '../../components/source-sync';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMobile } from '../../hooks/use-mobile';
import { addTexts } from '../../i18n';
import { productControl } from '../../i18n/locales/ko/product-control';
import { errorMessage } from '../../lib/api-error';
import { formatCount } from '../../lib/format';
import { notify } from '../../lib/notify';
import { EditListingsDialog } from './components/edit-listings-dialog';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  ListingFilters,
  type ListingFilterValues,
} from './components/listing-filters';
import { ListingCards } from './components/listing-cards';
import { ListingTable } from './components/listing-table';
import { ListingWorkPanel } from './components/listing-work-panel';

addTexts({ productControl });

const STATE_TABS: readonly (ListingState | 'all')[] = [
  'all',
  'onSale',
  'soldOut',
  'suspended',
  'pendingApproval',
  'rejected',
  'deleted',
  'failed',
];
const PAGE_SIZES = ['50', '100', '200'];
/** Page numbers reach the first 10,000 listings (the server's window); past it, "더 보기" by cursor. */
const PAGE_WINDOW = 10_000;

type Confirm = { kind: 'status'; status: SettableListingStatus } | { kind: 'sync'; all: boolean };

/**
 * /app/product/control: every listing of the seller on every connected market account, as Sellerdesk
 * last saw it (reconciled by "마켓과 동기화"); filters, state tabs with counts, selection across pages,
 * and the changes — price, stock, name, sale status — that run as works with per-listing results.
 */
export function ProductControlScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('productControl.title'));
  const [filters, setFilters] = useState<ListingFilterValues>(EMPTY_FILTERS);
  const mobile = useMobile();
  const [state, setState] = useState<ListingState | 'all'>('all');
  const [page, setPage] = useState(1);
  const [maxRow, setMaxRow] = useState(50);
  const [cursor, setCursor] = useState<string | null>(null);
  const [selected, setSelected] = useState<Map<string, ListingRow>>(new Map());
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [workNumber, setWorkNumber] = useState<number | null>(null);
  const statusChange = useChangeListingStatus();
  const sync = useSyncListings();

  const params = {
    page,
    maxRow,
    ...(cursor ? { cursor } : {}),
    ...(filters.market ? { market: filters.market } : {}),
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(state !== 'all' ? { state } : {}),
    keyword: filters.keyword,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const list = useListings(params);
  const rows = list.data?.items ?? [];
  const counts = list.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const noFilters = !filters.market && !filters.keyword && !filters.from && !filters.to && state === 'all';
  const pages = Math.max(1, Math.ceil(Math.min(list.data?.total ?? 0, PAGE_WINDOW) / maxRow));
  const ids = [...selected.keys()];

  const restart = () => {
    setPage(1);
    setCursor(null);
  };
  const started = (work: { workNumber: number; total: number }) => {
    setWorkNumber(work.workNumber);
    notify(t('productControl.actions.started', work));
  };
  const toggle = (row: ListingRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) {
        next.delete(row.id);
      } else {
        next.set(row.id, row);
      }
      return next;
    });
  const togglePage = (checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (checked) {
          next.set(row.id, row);
        } else {
          next.delete(row.id);
        }
      }
      return next;
    });
  const runConfirmed = () => {
    if (!confirm) {
      return;
    }
    const done = {
      onSuccess: (work: { workNumber: number; total: number }) => {
        started(work);
        setConfirm(null);
      },
      onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    };
    if (confirm.kind === 'status') {
      statusChange.mutate({ listingIds: ids, status: confirm.status }, done);
    } else {
      sync.mutate(confirm.all ? { all: true } : { listingIds: ids }, done);
    }
  };
  const statusLabel = (status: SettableListingStatus) => t(`productControl.states.${status}`);

  return (
    <Stack gap="md" data-testid="product-control-screen">
      <PageHeader
        mb={0}
        title={t('productControl.title')}
        description={t('productControl.description')}
        actions={
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                leftSection={<IconRefresh size={16} />}
                rightSection={<IconChevronDown size={14} />}
                variant="light"
                disabled={allCount === 0 && noFilters}
                data-testid="listing-sync"
              >
                {t('productControl.actions.sync')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() => setConfirm({ kind: 'sync', all: true })}
                data-testid="listing-sync-all"
              >
                {t('productControl.actions.syncAll')}
              </Menu.Item>
              <Menu.Item
                disabled={ids.length === 0}
                onClick={() => setConfirm({ kind: 'sync', all: false })}
                data-testid="listing-sync-selected"
              >
                {t('productControl.actions.syncSelected')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
      {workNumber != null && <ListingWorkPanel workNumber={workNumber} onClose={() => setWorkNumber(null)} />}
      <Paper withBorder p="md">
        <Stack gap="md">
          <FilterFold folded={mobile} active={activeFilterCount(filters)} testId="listing-filter-fold">
            <ListingFilters
              value={filters}
              onChange={(next) => {
                setFilters(next);
                restart();
              }}
            />
          </FilterFold>
          <Tabs
            value={state}
            onChange={(next) => {
              setState((next as ListingState | 'all' | null) ?? 'all');
              restart();
            }}
          >
            <Tabs.List>
              {STATE_TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab} data-testid={`listing-tab-${tab}`}>
                  {t(`productControl.states.${tab}`)}{' '}
                  <Text span size="xs" c="dimmed">
                    {formatCount(tab === 'all' ? allCount : (counts?.[tab] ?? 0))}
                    {list.data?.countsCapped ? '+' : ''}
                  </Text>
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Text size="sm" fw={600} data-testid="listing-selected-count">
                {t('productControl.selection.count', { count: ids.length })}
              </Text>
              {ids.length > 0 && (
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
                  {t('productControl.selection.clear')}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Button
                size="sm"
                leftSection={<IconEdit size={16} />}
                disabled={ids.length === 0}
                onClick={() => setEditing(true)}
                data-testid="listing-edit"
              >
                {t('productControl.actions.edit')}
              </Button>
              {(['onSale', 'suspended', 'soldOut'] as const).map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="default"
                  disabled={ids.length === 0}
                  onClick={() => setConfirm({ kind: 'status', status })}
                  data-testid={`listing-status-${status}`}
                >
                  {t(`productControl.actions.${status}`)}
                </Button>
              ))}
            </Group>
          </Group>
          {list.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              <Group justify="space-between">
                <Text size="sm">{errorMessage(list.error) || t('productControl.loadFailed')}</Text>
                <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                  {t('productControl.retry')}
                </Button>
              </Group>
            </Alert>
          ) : list.isPending ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : rows.length === 0 ? (
            <Stack align="center" py="xl" gap="sm" data-testid="listing-empty">
              <Text fw={600}>
                {allCount === 0 && noFilters
                  ? t('productControl.empty.none')
                  : t('productControl.empty.filtered')}
              </Text>
              {allCount === 0 && noFilters && (
                <>
                  <Text size="sm" c="dimmed">
                    {t('productControl.empty.noneHint')}
                  </Text>
                  <Button
                    component={Link}
                    to={PATHS.productUpload}
                    leftSection={<IconCloudUpload size={16} />}
                  >
                    {t('productControl.empty.toUpload')}
                  </Button>
                </>
              )}
            </Stack>
          ) : mobile ? (
            <ListingCards rows={rows} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
          ) : (
            <ListingTable rows={rows} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
          )}
          {rows.length > 0 && (
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('productControl.filters.pageSize')}
                </Text>
                <Select
                  data={PAGE_SIZES.map((size) => ({
                    value: size,
                    label: t('productControl.filters.rows', { count: Number(size) }),
                  }))}
                  value={String(maxRow)}
                  onChange={(size) => {
                    setMaxRow(Number(size ?? 50));
                    restart();
                  }}
                  w={100}
                  allowDeselect={false}
                />
              </Group>
              {cursor == null ? (
                <Group gap="sm">
                  <Pagination total={pages} value={page} onChange={setPage} size="sm" />
                  {page === pages && list.data?.nextCursor && (list.data.total ?? 0) > PAGE_WINDOW && (
                    <Button size="xs" variant="light" onClick={() => setCursor(list.data!.nextCursor)}>
                      {t('productControl.deepPage')}
                    </Button>
                  )}
                </Group>
              ) : (
                <Group gap="sm">
                  <Button size="xs" variant="default" onClick={restart}>
                    1
                  </Button>
                  {list.data?.nextCursor && (
                    <Button size="xs" variant="light" onClick={() => setCursor(list.data!.nextCursor)}>
                      {t('productControl.deepPage')}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      {/* Source price and stock sync: run it, its history and each run's report (what changed, what was pushed). */}
      {allCount > 0 && <SourceSyncPanel />}
      <EditListingsDialog
        opened={editing}
        listingIds={ids}
        onClose={() => setEditing(false)}
        onStarted={started}
      />
      <ConfirmDialog
        opened={confirm != null}
        title={
          confirm?.kind === 'sync'
            ? t('productControl.actions.confirmSyncTitle')
            : t('productControl.actions.confirmStatusTitle')
        }
        confirmLabel={
          confirm?.kind === 'status'
            ? t('productControl.actions.confirmStatusButton', { status: statusLabel(confirm.status) })
            : t('productControl.actions.confirmSyncButton')
        }
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
        loading={statusChange.isPending || sync.isPending}
        // Reading the markets back, or putting a listing on sale, destroys nothing; stopping sales does.
        destructive={confirm?.kind === 'status' && confirm.status !== 'onSale'}
        testId="listing-confirm"
      >
        {confirm?.kind === 'status'
          ? t('productControl.actions.confirmStatus', {
              count: ids.length,
              status: statusLabel(confirm.status),
            })
          : confirm?.all
            ? t('productControl.actions.confirmSyncAll', { count: allCount })
            : t('productControl.actions.confirmSyncSelected', { count: ids.length })}
      </ConfirmDialog>
    </Stack>
  );
}
