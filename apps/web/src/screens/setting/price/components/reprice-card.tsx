import { Button, Checkbox, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useRepriceProducts } from '../../../../hooks/api/pricing';
import { useProductBulkWork } from '../../../../hooks/api/product-bulk';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';

/** "가격 다시 계산" of every product with the saved settings; hand-set prices kept unless ticked. */
export function RepriceCard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const reprice = useRepriceProducts();
  const [overwrite, setOverwrite] = useState(false);
  const [asking, setAsking] = useState(false);
  // The reprice runs as a work; its progress is polled until it is done.
  const [workNumber, setWorkNumber] = useState<number | null>(null);
  const work = useProductBulkWork(workNumber);
  const done = work.data?.state === 'done' || work.data?.state === 'done_with_errors';
  useEffect(() => {
    if (work.data && done) {
      notify(
        t('setting.price.reprice.done', {
          repriced: work.data.succeeded,
          kept: work.data.skipped,
          failed: work.data.failed,
        }),
        { type: work.data.failed > 0 ? 'warning' : 'success', autoClose: 5000 },
      );
      setWorkNumber(null);
    }
  }, [work.data, done, t]);
  const running = workNumber != null;
  const finished = work.data ? work.data.succeeded + work.data.skipped + work.data.failed : 0;
  const run = () =>
    reprice.mutate(
      { includeOverrides: overwrite },
      {
        onSuccess: (started) => {
          setAsking(false);
          setWorkNumber(started.workNumber);
        },
        onError: (error) => {
          setAsking(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          {t('setting.price.reprice.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {dirty ? t('setting.price.reprice.saveFirst') : t('setting.price.reprice.hint')}
        </Text>
        <Group>
          <Checkbox
            label={t('setting.price.reprice.overwrite')}
            checked={overwrite}
            onChange={(event) => setOverwrite(event.currentTarget.checked)}
          />
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            disabled={dirty || running}
            loading={running}
            onClick={() => setAsking(true)}
            data-testid="reprice-all"
          >
            {t('setting.price.reprice.run')}
          </Button>
        </Group>
        {running && work.data && (
          <Progress
            value={(finished / Math.max(1, work.data.total)) * 100}
            size="sm"
            data-testid="reprice-progress"
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('setting.price.reprice.title')}
        confirmLabel={t('setting.price.reprice.run')}
        onConfirm={run}
        onClose={() => setAsking(false)}
        loading={reprice.isPending}
      >
        {t('setting.price.reprice.confirm')}
      </ConfirmDialog>
    </Paper>
  );
}
