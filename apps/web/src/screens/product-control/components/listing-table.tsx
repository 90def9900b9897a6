import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image';
import { SelectPageCheckbox, VirtualTable } from '../../../components/virtual-table';
import { useCoupangProductUrl, type ListingRow, type ListingState } from '../../../hooks/api/product-control';
import { errorMessage } from '../../../lib/api-error';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';

export const STATE_COLORS: Record<ListingState, string> = {
  onSale: 'teal',
  soldOut: 'orange',
  suspended: 'gray',
  pendingApproval: 'blue',
  rejected: 'red',
  draft: 'gray',
  deleted: 'dark',
  failed: 'red',
};

/** A row: a 48 px thumbnail beside two title lines. */
const ROW_PX = 80;

/** The listing's page at its market; Coupang's exists only after approval, so it is asked for. */
export function MarketLink({ row }: { row: ListingRow }) {
  const { t } = useTranslation();
  const coupangUrl = useCoupangProductUrl();
  if (row.url) {
    return (
      <Tooltip label={t('productControl.table.open')} withArrow>
        <ActionIcon
          component="a"
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          aria-label={t('productControl.table.open')}
          data-testid="listing-link"
        >
          <IconExternalLink size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  if (row.market === 'Coupang' && row.marketProductId) {
    return (
      <Tooltip label={t('productControl.table.coupangLink')} withArrow>
        <ActionIcon
          variant="subtle"
          loading={coupangUrl.isPending}
          aria-label={t('productControl.table.coupangLink')}
          data-testid="coupang-link"
          onClick={() =>
            coupangUrl.mutate(row.id, {
              onSuccess: ({ url }) => window.open(url, '_blank', 'noopener,noreferrer'),
              onError: (error) => notify(errorMessage(error), { type: 'info' }),
            })
          }
        >
          <IconLink size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return null;
}

/**
 * The listings as a table: thumbnail, title with the seller code, market and account, the market's
 * product number with a link, state, price, stock, last sync and last error. Long pages render only
 * the rows in view.
 */
/** What the table and the phone cards both take: a page of listings and the selection across pages. */
export type ListingListProps = {
  rows: readonly ListingRow[];
  selected: { has(id: string): boolean };
  onToggle: (row: ListingRow) => void;
  onTogglePage: (checked: boolean) => void;
};

export function ListingTable({ rows, selected, onToggle, onTogglePage }: ListingListProps) {
  const { t } = useTranslation();
  const chosen = rows.filter((row) => selected.has(row.id)).length;
  return (
    <VirtualTable
      items={rows}
      getKey={(row) => row.id}
      rowHeight={() => ROW_PX}
      minWidth={1100}
      tableProps={{ verticalSpacing: 'xs', 'data-testid': 'listing-table' }}
      header={
        <>
          <Table.Th w={36}>
            <SelectPageCheckbox
              total={rows.length}
              chosen={chosen}
              label={t('productControl.table.selectAll')}
              onChange={onTogglePage}
              testId="listing-select-page"
            />
          </Table.Th>
          <Table.Th w={60}>{t('productControl.table.image')}</Table.Th>
          <Table.Th>{t('productControl.table.product')}</Table.Th>
          <Table.Th w={130}>{t('productControl.table.market')}</Table.Th>
          <Table.Th w={150}>{t('productControl.table.marketProductId')}</Table.Th>
          <Table.Th w={90}>{t('productControl.table.state')}</Table.Th>
          <Table.Th w={100} ta="right">
            {t('productControl.table.price')}
          </Table.Th>
          <Table.Th w={70} ta="right">
            {t('productControl.table.stock')}
          </Table.Th>
          <Table.Th w={130}>{t('productControl.table.syncedAt')}</Table.Th>
          <Table.Th w={180}>{t('productControl.table.lastError')}</Table.Th>
        </>
      }
      renderRow={(row, index) => (
        <Table.Tr
          key={row.id}
          data-index={index}
          data-testid="listing-row"
          data-market={row.market}
          data-state={row.state}
          data-market-product-id={row.marketProductId ?? ''}
        >
          <Table.Td>
            <Checkbox
              size="xs"
              checked={selected.has(row.id)}
              onChange={() => onToggle(row)}
              aria-label={t('productControl.table.select', { title: row.title })}
              data-testid="listing-select"
            />
          </Table.Td>
          <Table.Td>
            <StoredImage src={row.image} alt={row.title} size={48} />
          </Table.Td>
          <Table.Td>
            <Stack gap={2}>
              <Text size="sm" fw={600} lineClamp={2} data-testid="listing-title">
                {row.title}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {row.sellerCode}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={2}>
              <Text size="sm">{t(`productControl.markets.${row.market}`)}</Text>
              <Text size="xs" c="dimmed" truncate="end" maw={120}>
                {row.accountLabel}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {row.url ? (
                <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace">
                  {row.marketProductId}
                </Anchor>
              ) : (
                <Text size="sm" ff="monospace" c={row.marketProductId ? undefined : 'dimmed'}>
                  {row.marketProductId ?? t('productControl.table.none')}
                </Text>
              )}
              <MarketLink row={row} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Badge color={STATE_COLORS[row.state]} variant="light" data-testid="listing-state">
              {t(`productControl.states.${row.state}`)}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm" fw={600} data-testid="listing-price">
              {row.salePrice == null
                ? t('productControl.table.none')
                : t('productControl.table.won', { price: formatCount(row.salePrice) })}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text size="sm">
              {row.stock == null ? t('productControl.table.none') : formatCount(row.stock)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="xs" c="dimmed">
              {row.syncedAt ? formatDateTime(row.syncedAt) : t('productControl.table.neverSynced')}
            </Text>
          </Table.Td>
          <Table.Td>
            {row.lastError ? (
              <Tooltip label={row.lastError} multiline w={320} withArrow>
                <Text size="xs" c="red" lineClamp={2} data-testid="listing-error">
                  {row.lastError}
                </Text>
              </Tooltip>
            ) : (
              <Text size="xs" c="dimmed">
                {t('productControl.table.none')}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
