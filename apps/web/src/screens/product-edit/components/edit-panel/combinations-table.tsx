import {
  isSellerAddedCombination,
  krwPriceOf,
  type DetailOption,
  type OptionGroup,
} from '@sellerdesk/domain';
import { Badge, Button, Checkbox, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '../../../../components/virtual-list';
import { patchCombinations, type CombinationPatch } from './edit-model';

const ROW_HEIGHT = 44;

/**
 * Every combination with its own won price, stock, sold-out and use, and a bulk bar for the selected
 * ones. Long lists (thousands of combinations) render only the rows in view. A combination the seller
 * added (no source SKU) is marked: source sync leaves its price, stock and sold-out alone.
 */
export function CombinationsTable({
  options,
  groups,
  onChange,
}: {
  options: DetailOption[];
  groups: readonly OptionGroup[];
  /** `priced`: a won price was set by hand (the product's prices are then an override). */
  onChange: (next: DetailOption[], priced: boolean) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [bulkPrice, setBulkPrice] = useState<number | string>('');
  const [bulkStock, setBulkStock] = useState<number | string>('');
  const all = options.length > 0 && options.every((option) => chosen.has(option.id));
  const patch = (ids: ReadonlySet<string>, change: CombinationPatch) =>
    onChange(patchCombinations(options, ids, change), change.salePrice !== undefined);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) {
      next.delete(id);
    } else {
      next.add(id);
    }
    setChosen(next);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('catalogueEdit.options.combinations', { count: options.length })}
      </Text>
      {chosen.size > 0 && (
        <Paper withBorder p="xs" data-testid="combination-bulk">
          <Group gap="xs" align="flex-end">
            <Text size="xs" fw={600}>
              {t('catalogueEdit.options.bulk', { count: chosen.size })}
            </Text>
            <NumberInput
              size="xs"
              w={110}
              min={0}
              thousandSeparator=","
              label={t('catalogueEdit.options.bulkPrice')}
              value={bulkPrice}
              onChange={setBulkPrice}
              data-testid="bulk-price"
            />
            <NumberInput
              size="xs"
              w={90}
              min={0}
              label={t('catalogueEdit.options.bulkStock')}
              value={bulkStock}
              onChange={setBulkStock}
            />
            <Button
              size="xs"
              onClick={() =>
                patch(chosen, {
                  ...(typeof bulkPrice === 'number' ? { salePrice: bulkPrice } : {}),
                  ...(typeof bulkStock === 'number' ? { quantity: bulkStock } : {}),
                })
              }
              data-testid="bulk-apply"
            >
              {t('catalogueEdit.options.apply')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => patch(chosen, { isSoldOut: true })}>
              {t('catalogueEdit.options.setSoldOut')}
            </Button>
            <Button size="xs" variant="light" onClick={() => patch(chosen, { isSoldOut: false })}>
              {t('catalogueEdit.options.setOnSale')}
            </Button>
            <Button size="xs" variant="default" onClick={() => patch(chosen, { checked: true })}>
              {t('catalogueEdit.options.setUse')}
            </Button>
            <Button size="xs" variant="default" onClick={() => patch(chosen, { checked: false })}>
              {t('catalogueEdit.options.setUnused')}
            </Button>
          </Group>
        </Paper>
      )}
      <Group gap="xs" px={4} wrap="nowrap">
        <Checkbox
          size="xs"
          aria-label="all"
          checked={all}
          onChange={() => setChosen(all ? new Set() : new Set(options.map((option) => option.id)))}
          data-testid="combination-all"
        />
        <Text size="xs" c="dimmed" style={{ flex: 1 }}>
          {t('catalogueEdit.options.columns.name')}
        </Text>
        <Text size="xs" c="dimmed" w={120}>
          {t('catalogueEdit.options.columns.price')}
        </Text>
        <Text size="xs" c="dimmed" w={90}>
          {t('catalogueEdit.options.columns.stock')}
        </Text>
        <Text size="xs" c="dimmed" w={60}>
          {t('catalogueEdit.options.columns.soldOut')}
        </Text>
        <Text size="xs" c="dimmed" w={60}>
          {t('catalogueEdit.options.columns.use')}
        </Text>
      </Group>
      <VirtualList
        items={options}
        getKey={(option) => option.id}
        estimateSize={ROW_HEIGHT}
        maxHeight={360}
        testId="combinations"
        renderItem={(option) => (
          <Group gap="xs" px={4} py={4} wrap="nowrap" data-testid="combination" data-name={option.optionName}>
            <Checkbox
              size="xs"
              aria-label={option.optionName}
              checked={chosen.has(option.id)}
              onChange={() => toggle(option.id)}
            />
            <Text size="sm" style={{ flex: 1 }} lineClamp={1}>
              {option.optionName}
            </Text>
            {isSellerAddedCombination(groups, option) && (
              <Badge
                size="xs"
                variant="light"
                color="grape"
                title={t('catalogueEdit.options.sellerAddedHint')}
                data-testid="combination-seller-added"
              >
                {t('catalogueEdit.options.sellerAdded')}
              </Badge>
            )}
            <NumberInput
              size="xs"
              w={120}
              min={0}
              thousandSeparator=","
              aria-label={t('catalogueEdit.options.columns.price')}
              value={krwPriceOf(option.price)?.salePrice ?? ''}
              onChange={(value) =>
                typeof value === 'number' && patch(new Set([option.id]), { salePrice: Math.round(value) })
              }
              data-testid="combination-price"
            />
            <NumberInput
              size="xs"
              w={90}
              min={0}
              aria-label={t('catalogueEdit.options.columns.stock')}
              value={option.quantity}
              onChange={(value) =>
                typeof value === 'number' && patch(new Set([option.id]), { quantity: Math.round(value) })
              }
            />
            <Switch
              size="xs"
              w={60}
              aria-label={t('catalogueEdit.options.columns.soldOut')}
              checked={option.isSoldOut}
              onChange={(event) => patch(new Set([option.id]), { isSoldOut: event.currentTarget.checked })}
            />
            <Switch
              size="xs"
              w={60}
              aria-label={t('catalogueEdit.options.columns.use')}
              checked={option.checked}
              onChange={(event) => patch(new Set([option.id]), { checked: event.currentTarget.checked })}
            />
          </Group>
        )}
      />
    </Stack>
  );
}
