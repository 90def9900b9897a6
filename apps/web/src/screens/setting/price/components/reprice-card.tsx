import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useRepriceProducts } from '../../../../hooks/api/pricing';
import { errorMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';

/** "가격 다시 계산" of every product with the saved settings; hand-set prices kept unless ticked. */
export function RepriceCard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const reprice = useRepriceProducts();
  const [overwrite, setOverwrite] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = () =>
    reprice.mutate(
      { all: true, keepOverrides: !overwrite },
      {
        onSuccess: (result) => {
          setAsking(false);
          notify(
            t('setting.price.reprice.done', {
              repriced: result.repriced,
              kept: result.kept,
              failed: result.failed.length,
            }),
            { type: result.failed.length > 0 ? 'warning' : 'success', autoClose: 5000 },
          );
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
            disabled={dirty}
            onClick={() => setAsking(true)}
            data-testid="reprice-all"
          >
            {t('setting.price.reprice.run')}
          </Button>
        </Group>
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
