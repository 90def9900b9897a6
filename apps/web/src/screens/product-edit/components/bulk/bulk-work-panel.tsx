import { Alert, Badge, Button, Group, Loader, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProductBulkWork, type ProductBulkWork } from '../../../../hooks/api/product-bulk';
import { errorMessage } from '../../../../lib/api-error';
import { BeforeAfterCells } from './bulk-dialog';
import { WORK_ITEM_COLORS } from '../../../../components/works/work-items-table';

/** The products finished each way, as sections of one bar (running and queued are its empty rest). */
function WorkBar({ work }: { work: ProductBulkWork }) {
  const { t } = useTranslation();
  const total = Math.max(1, work.total);
  return (
    <Progress.Root size="lg" data-testid="bulk-progress">
      {(['succeeded', 'skipped', 'failed'] as const).map((key) =>
        work[key] > 0 ? (
          <Progress.Section
            key={key}
            value={(work[key] / total) * 100}
            color={WORK_ITEM_COLORS[key]}
            aria-label={`${t(`catalogueBulk.work.states.${key}`)} ${work[key]}`}
          />
        ) : null,
      )}
    </Progress.Root>
  );
}

/** A bulk work's progress while it runs (polled) and its per-product report when it is done. */
export function BulkWorkPanel({ workNumber, onClose }: { workNumber: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useProductBulkWork(workNumber);
  const work = query.data;
  const done = work?.state === 'done' || work?.state === 'done_with_errors';
  const finished = work ? work.succeeded + work.skipped + work.failed : 0;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={
        work
          ? `${t('catalogueBulk.work.title', { number: workNumber })} · ${t(`catalogueBulk.work.actions.${work.action}`)}`
          : t('catalogueBulk.work.title', { number: workNumber })
      }
      data-testid="bulk-work"
      data-state={work?.state ?? 'loading'}
    >
      <Stack gap="md">
        {query.isError && !work ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(query.error)}
          </Alert>
        ) : !work ? (
          <Loader size="sm" />
        ) : (
          <>
            <WorkBar work={work} />
            <Text size="sm" fw={600} data-testid="bulk-work-summary">
              {done
                ? t('catalogueBulk.work.done', {
                    succeeded: work.succeeded,
                    skipped: work.skipped,
                    failed: work.failed,
                  })
                : t('catalogueBulk.work.running', { done: finished, total: work.total })}
            </Text>
            {done && work.results.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('catalogueBulk.work.report')}
                </Text>
                {work.total > work.results.length && (
                  <Text size="xs" c="dimmed">
                    {t('catalogueBulk.work.reportLimited', { count: work.results.length })}
                  </Text>
                )}
                <Table.ScrollContainer minWidth={560} mah={360}>
                  <Table striped verticalSpacing={4} data-testid="bulk-report">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w={36}>#</Table.Th>
                        <Table.Th w={72} />
                        <Table.Th>{t('catalogueBulk.work.before')}</Table.Th>
                        <Table.Th>{t('catalogueBulk.work.after')}</Table.Th>
                        <Table.Th>{t('catalogueBulk.work.message')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {work.results.map((row) => (
                        <Table.Tr key={row.position} data-testid="bulk-report-row" data-state={row.state}>
                          <Table.Td>
                            <Text size="xs">{row.position + 1}</Text>
                          </Table.Td>
                          <Table.Td>
                            <Badge size="xs" variant="light" color={WORK_ITEM_COLORS[row.state]}>
                              {t(`catalogueBulk.work.states.${row.state}`)}
                            </Badge>
                          </Table.Td>
                          <BeforeAfterCells before={row.before} after={row.after} />
                          <Table.Td>
                            <Text size="xs" c="dimmed">
                              {row.message ?? ''}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant={done ? 'filled' : 'default'} onClick={onClose} data-testid="bulk-work-close">
            {t('catalogueBulk.work.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
