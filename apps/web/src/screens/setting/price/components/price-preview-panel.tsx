import { MARKETS, formatWon, type Market } from '@sellerdesk/domain';
import { Alert, Badge, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PricePreview } from '../price-form';

function MarginText({ value, loss }: { value: number; loss: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={600} c={loss ? 'red' : 'teal'}>
        {formatWon(value)}
      </Text>
      {loss && (
        <Badge color="red" size="xs" variant="filled">
          {t('setting.price.preview.loss')}
        </Badge>
      )}
    </Group>
  );
}

/** The live preview: the 27450 sample, the example table with what the seller keeps, loss warnings. */
export function PricePreviewPanel({
  preview,
  currency,
  market,
  onMarket,
}: {
  preview: PricePreview;
  currency: string;
  market: Market;
  onMarket: (market: Market) => void;
}) {
  const { t } = useTranslation();
  const anyLoss =
    preview.lossRows.length > 0 ||
    preview.examples.some((row) => row.margin.loss) ||
    Boolean(preview.sample?.margin.loss);
  return (
    <Paper withBorder p="lg" data-testid="price-preview">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t('setting.price.preview.title')}
          </Title>
          <Select
            aria-label={t('setting.price.margin.market')}
            data={MARKETS.map((code) => ({ value: code, label: t(`common.markets.${code}`) }))}
            value={market}
            onChange={(next) => next && onMarket(next as Market)}
            allowDeselect={false}
            size="xs"
            w={140}
            data-testid="preview-market"
          />
        </Group>
        {preview.sample ? (
          <>
            <Group gap="lg" data-testid="preview-sample">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('setting.price.preview.sample', { base: formatWon(preview.sample.base) })}
                </Text>
                <Text fz={28} fw={700} data-testid="preview-sample-price">
                  {formatWon(preview.sample.price)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('setting.price.preview.keeps')}
                </Text>
                <MarginText value={preview.sample.margin.margin} loss={preview.sample.margin.loss} />
              </Stack>
            </Group>
            {anyLoss && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                data-testid="loss-warning"
              >
                {t('setting.price.preview.lossWarning')}
              </Alert>
            )}
            <Text size="sm" fw={600}>
              {t('setting.price.preview.examples', { currency })}
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing={6} data-testid="preview-examples">
                <Table.Thead>
                  <Table.Tr>
                    {(['source', 'cost', 'sale', 'commission', 'shipping', 'margin'] as const).map(
                      (column) => (
                        <Table.Th key={column}>{t(`setting.price.preview.columns.${column}`)}</Table.Th>
                      ),
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.examples.map((row) => (
                    <Table.Tr key={row.sourcePrice} data-testid={`example-${row.sourcePrice}`}>
                      <Table.Td>
                        {currency} {row.sourcePrice.toLocaleString('ko-KR')}
                      </Table.Td>
                      <Table.Td>{formatWon(row.margin.cost)}</Table.Td>
                      <Table.Td fw={600} data-testid={`example-sale-${row.sourcePrice}`}>
                        {formatWon(row.margin.salePrice)}
                      </Table.Td>
                      <Table.Td>{formatWon(row.margin.commission)}</Table.Td>
                      <Table.Td>{formatWon(row.margin.shipping)}</Table.Td>
                      <Table.Td>
                        <MarginText value={row.margin.margin} loss={row.margin.loss} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : (
          <Alert color="yellow" variant="light" data-testid="preview-invalid">
            <Text size="sm">{preview.error}</Text>
            <Text size="xs" c="dimmed">
              {t('setting.price.preview.invalid')}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
