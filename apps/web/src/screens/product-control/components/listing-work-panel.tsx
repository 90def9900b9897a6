import { Alert, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WorkItemsTable } from '../../../components/works/work-items-table';
import { WorkProgress } from '../../../components/works/work-progress';
import { useListingWork } from '../../../hooks/api/product-control';

/** The last change or sync work: its bar and each listing's result (what was done, or the market's reason). */
export function ListingWorkPanel({ workNumber, onClose }: { workNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const work = useListingWork(workNumber);
  const answer = work.data;
  return (
    <Paper
      withBorder
      p="md"
      data-testid="listing-work"
      data-work-number={workNumber}
      data-state={answer?.work.state}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('productControl.works.title', { workNumber })}</Text>
          <CloseButton aria-label={t('productControl.works.close')} onClick={onClose} />
        </Group>
        {work.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('productControl.works.loadFailed')}
          </Alert>
        )}
        {answer && (
          <>
            <WorkProgress work={answer.work} textsKey="productControl.works" />
            <Text size="sm" c="dimmed" data-testid="listing-work-counts">
              {t('productControl.works.counts', answer.work)}
            </Text>
            <WorkItemsTable
              items={answer.items}
              stateLabel={(state) => t(`productControl.works.states.${state}`)}
              label={(item) => item.title ?? item.marketProductId ?? item.listingId}
              extra={(item) => (item.market ? t(`productControl.markets.${item.market}`) : null)}
              maxHeight={240}
              rowTestId="listing-work-item"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
