import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image';
import { SelectPageCheckbox } from '../../../components/virtual-table';
import { formatCount, formatDateTime } from '../../../lib/format';
import { MarketLink, STATE_COLORS, type ListingListProps } from './listing-table';

/**
 * The listings as cards (phones): the table's facts stacked so that the state and the price sit beside
 * the title, within the screen's width, instead of in columns past its right edge.
 */
export function ListingCards({ rows, selected, onToggle, onTogglePage }: ListingListProps) {
  const { t } = useTranslation();
  const chosen = rows.filter((row) => selected.has(row.id)).length;
  const none = t('productControl.table.none');
  return (
    <Stack gap="sm" data-testid="listing-cards">
      <Group gap="xs">
        <SelectPageCheckbox
          total={rows.length}
          chosen={chosen}
          label={t('productControl.table.selectAll')}
          onChange={onTogglePage}
          testId="listing-select-page"
        />
        <Text size="xs" c="dimmed">
          {t('productControl.table.selectAll')}
        </Text>
      </Group>
      {rows.map((row) => (
        <Paper
          key={row.id}
          withBorder
          p="sm"
          radius="md"
          data-testid="listing-row"
          data-market={row.market}
          data-state={row.state}
          data-market-product-id={row.marketProductId ?? ''}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Checkbox
              size="xs"
              mt={4}
              checked={selected.has(row.id)}
              onChange={() => onToggle(row)}
              aria-label={t('productControl.table.select', { title: row.title })}
              data-testid="listing-select"
            />
            <StoredImage src={row.image} alt={row.title} size={56} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} lineClamp={2} data-testid="listing-title">
                {row.title}
              </Text>
              <Group gap="xs" wrap="wrap" align="center">
                <Badge color={STATE_COLORS[row.state]} variant="light" data-testid="listing-state">
                  {t(`productControl.states.${row.state}`)}
                </Badge>
                <Text size="sm" fw={700} data-testid="listing-price">
                  {row.salePrice == null
                    ? none
                    : t('productControl.table.won', { price: formatCount(row.salePrice) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('productControl.table.stock')} {row.stock == null ? none : formatCount(row.stock)}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate="end" style={{ minWidth: 0 }}>
                  {t(`productControl.markets.${row.market}`)} · {row.accountLabel} ·{' '}
                  <Text span ff="monospace" size="xs">
                    {row.marketProductId ?? none}
                  </Text>
                </Text>
                <MarketLink row={row} />
              </Group>
              <Text size="xs" c="dimmed">
                {t('productControl.table.syncedAt')}{' '}
                {row.syncedAt ? formatDateTime(row.syncedAt) : t('productControl.table.neverSynced')}
              </Text>
              {row.lastError && (
                <Text size="xs" c="red" lineClamp={2} data-testid="listing-error">
                  {row.lastError}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
