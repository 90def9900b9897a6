import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WorkProgress } from '../../../components/works/work-progress';
import {
  useRetryUploadItems,
  useUploadWorkDetail,
  useUploadWorks,
  type UploadWork,
} from '../../../hooks/api/upload';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { WORK_ITEM_COLORS } from '../../../components/works/work-items-table';

/** Every item of an open work: the market product number and link, or the Korean reason with its fix. */
function WorkItems({ workNumber }: { workNumber: number }) {
  const { t } = useTranslation();
  const detail = useUploadWorkDetail(workNumber);
  const labels = new Map(detail.data?.work.markets.map((m) => [m.accountId, m.accountLabel]) ?? []);
  return (
    <Table data-testid="upload-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('upload.works.product')}</Table.Th>
          <Table.Th>{t('upload.works.account')}</Table.Th>
          <Table.Th>{t('upload.works.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(detail.data?.items ?? []).map((item) => (
          <Table.Tr key={item.id} data-testid="upload-item" data-state={item.state}>
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {item.title ?? item.productId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{labels.get(item.accountId) ?? t(`common.markets.${item.market}`)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Badge size="sm" color={WORK_ITEM_COLORS[item.state]}>
                  {t(`upload.works.states.${item.state}`)}
                </Badge>
                {item.marketProductId ? (
                  <>
                    {item.url ? (
                      <Anchor
                        href={item.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        data-testid="market-product"
                      >
                        {t('upload.works.productNumber', { id: item.marketProductId })}
                      </Anchor>
                    ) : (
                      <Text size="sm" data-testid="market-product">
                        {t('upload.works.productNumber', { id: item.marketProductId })}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {/* 신규 per account: the 옥션 side of a master G마켓 created is new on 옥션. */}
                      {(item.firstForAccount ?? item.created)
                        ? t('upload.works.created')
                        : t('upload.works.updated')}
                    </Text>
                  </>
                ) : null}
              </Group>
              {item.reason ? (
                <Text
                  size="sm"
                  c={item.state === 'failed' ? 'red' : 'dimmed'}
                  style={{ whiteSpace: 'pre-line' }}
                >
                  {item.reason}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function WorkCard({ work }: { work: UploadWork }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const retry = useRetryUploadItems();
  return (
    <Paper withBorder p="sm" data-testid="upload-work" data-state={work.state}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('upload.works.work', { workNumber: work.workNumber })}</Text>
          <Group gap="xs">
            {work.failed > 0 ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={retry.isPending}
                onClick={() =>
                  retry.mutate(
                    { workNumber: work.workNumber },
                    {
                      onSuccess: (result) => notify(t('upload.works.retried', { count: result.retried })),
                      onError: (error) => notify(errorMessage(error), { type: 'error' }),
                    },
                  )
                }
              >
                {t('upload.works.retry')}
              </Button>
            ) : null}
            <Button size="xs" variant="default" onClick={() => setOpen(!open)}>
              {open ? t('upload.works.hide') : t('upload.works.details')}
            </Button>
          </Group>
        </Group>
        <WorkProgress work={work} textsKey="upload.works" />
        {work.markets.map((market) => (
          <Group key={market.accountId} gap="sm" wrap="nowrap" data-testid="upload-market-progress">
            <Text size="sm" w={160} lineClamp={1}>
              {market.accountLabel}
            </Text>
            <div style={{ flex: 1 }}>
              <WorkProgress work={market} textsKey="upload.works" size="sm" />
            </div>
            <Text size="xs" c="dimmed" w={220}>
              {t('upload.works.counts', {
                succeeded: market.succeeded,
                failed: market.failed,
                pending: market.queued + market.running,
                total: market.total,
              })}
            </Text>
          </Group>
        ))}
        {open ? <WorkItems workNumber={work.workNumber} /> : null}
      </Stack>
    </Paper>
  );
}

/** The seller's upload works, newest first, with live progress. */
export function UploadWorks() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const works = useUploadWorks(page);
  const items = works.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="upload-works">
      <Title order={4}>{t('upload.works.title')}</Title>
      {items.length === 0 && works.isSuccess ? <Text c="dimmed">{t('upload.works.empty')}</Text> : null}
      {items.map((work) => (
        <WorkCard key={work.workNumber} work={work} />
      ))}
      {(works.data?.total ?? 0) > 10 ? (
        <Pagination
          value={page}
          onChange={setPage}
          total={Math.ceil((works.data?.total ?? 0) / 10)}
          size="sm"
        />
      ) : null}
    </Stack>
  );
}
