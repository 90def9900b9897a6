import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkItemsTable } from '../../../components/works/work-items-table';
import { WorkProgress } from '../../../components/works/work-progress';
import { useReprocessDetailPage, useReprocessDetailPageWork } from '../../../hooks/api/products';
import { addTexts } from '../../../i18n';
import { detailReprocess } from '../../../i18n/locales/ko/detail-reprocess';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

addTexts({ detailReprocess });

/**
 * "상세페이지 다시 처리" for the selected products: a button that opens a confirmation, starts the work
 * (`Product/ReprocessDetailPage`) and then shows its progress and each product's result until it is done.
 * Self-contained: the screen only passes the selected ids.
 */
export function ReprocessDetailAction({
  productIds,
  size = 'sm',
  variant = 'default',
}: {
  productIds: readonly string[];
  size?: 'xs' | 'sm' | 'md';
  variant?: 'default' | 'light' | 'filled' | 'subtle';
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [workNumber, setWorkNumber] = useState<number | null>(null);
  const start = useReprocessDetailPage();
  const work = useReprocessDetailPageWork(workNumber);
  const answer = work.data;

  const close = () => {
    setOpened(false);
    setWorkNumber(null);
    start.reset();
  };
  const onStart = () =>
    start.mutate(productIds, {
      onSuccess: (started) => {
        setWorkNumber(started.workNumber);
        notify(t('detailReprocess.started', { workNumber: started.workNumber }));
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });

  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconRefresh size={16} />}
        disabled={productIds.length === 0}
        onClick={() => setOpened(true)}
        data-testid="reprocess-detail-button"
      >
        {t('detailReprocess.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('detailReprocess.title')}
        size="lg"
        data-testid="reprocess-detail-dialog"
      >
        <Stack gap="md">
          {workNumber == null ? (
            <>
              <Text size="sm">{t('detailReprocess.description', { count: productIds.length })}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('detailReprocess.cancel')}
                </Button>
                <Button
                  onClick={onStart}
                  loading={start.isPending}
                  disabled={productIds.length === 0}
                  data-testid="reprocess-detail-start"
                >
                  {t('detailReprocess.start')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              {work.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                  {t('detailReprocess.loadFailed')}
                </Alert>
              )}
              {answer && (
                <>
                  <WorkProgress work={answer.work} textsKey="detailReprocess.works" />
                  <Text size="sm" c="dimmed" data-testid="reprocess-detail-counts">
                    {t('detailReprocess.counts', answer.work)}
                  </Text>
                  <WorkItemsTable
                    items={answer.items}
                    stateLabel={(state) => t(`detailReprocess.states.${state}`)}
                    label={(item) => item.title ?? t('detailReprocess.untitled')}
                    maxHeight={320}
                  />
                </>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('detailReprocess.close')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
