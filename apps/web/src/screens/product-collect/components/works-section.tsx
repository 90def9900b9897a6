import type { WorkSite } from '@sellerdesk/domain/api';
import {
  Alert,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectKeys, useCollectWorks } from '../../../hooks/api/collect';
import { productKeys } from '../../../hooks/api/products';
import { errorMessage } from '../../../lib/api-error';
import { hasActiveWork } from '../../../lib/work-progress';
import { WORK_SITES } from '../collect-links';
import { WorkDetailDrawer } from './work-detail-drawer';
import { WorkRow } from './work-row';

const PAGE_SIZE = 10;
type SiteFilter = WorkSite | 'all';

/** The seller's works, newest first, a page at a time; live while any of them runs. */
export function WorksSection({ onActiveChange }: { onActiveChange: (active: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [site, setSite] = useState<SiteFilter>('all');
  const [openWork, setOpenWork] = useState<number | null>(null);
  const works = useCollectWorks({ page, maxRow: PAGE_SIZE, site: site === 'all' ? undefined : site });
  const active = hasActiveWork(works.data?.items);

  // When the last running work ends, the counts and the catalogue have changed: fetch them once more.
  const wasActive = useRef(false);
  useEffect(() => {
    onActiveChange(active);
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: collectKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    }
    wasActive.current = active;
  }, [active, onActiveChange, queryClient]);

  const pages = Math.max(1, Math.ceil((works.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      data-testid="works-section"
      data-polling={active || undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {t('collect.works.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('collect.works.description')}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            value={site}
            onChange={(value) => {
              setSite(value as SiteFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('collect.works.allSites') },
              ...WORK_SITES.map((entry) => ({ value: entry, label: t(`common.workSites.${entry}`) })),
            ]}
          />
        </Group>
        {works.isPending ? (
          <Stack gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={112} radius="md" />
            ))}
          </Stack>
        ) : works.isError && !works.data ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('collect.works.loadFailed')}
          >
            {errorMessage(works.error)}
          </Alert>
        ) : works.data && works.data.items.length > 0 ? (
          <Stack gap="sm" data-testid="works-list">
            {works.data.items.map((work) => (
              <WorkRow key={work.workNumber} work={work} onOpen={setOpenWork} />
            ))}
          </Stack>
        ) : (
          <EmptyState
            icon={<IconInbox size={28} />}
            withIndicatorBackground
            title={t('collect.works.empty')}
            description={t('collect.works.emptyBody')}
            py="xl"
            data-testid="works-empty"
          />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
      <WorkDetailDrawer workNumber={openWork} onClose={() => setOpenWork(null)} />
    </Paper>
  );
}
