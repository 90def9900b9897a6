import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image';
import { formatShortDate } from '../../../lib/format';
import { formatPriceRange } from '../product-format';
import { MarginCell, UploadStates } from './product-columns';
import { ProductTitle, SourceLink, type ProductListProps } from './product-table';

/** The catalogue as cards (phones): the same facts as the table, stacked. */
export function ProductCards({
  products,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  priceSettings,
}: ProductListProps) {
  const { t } = useTranslation();
  const chosen = products.filter((product) => selected.has(product.id)).length;
  return (
    <Stack gap="sm" data-testid="product-cards">
      <Checkbox
        size="xs"
        label={t('catalogue.list.selectAll')}
        checked={products.length > 0 && chosen === products.length}
        indeterminate={chosen > 0 && chosen < products.length}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
      />
      {products.map((product) => {
        const price = formatPriceRange(product.priceMinKrw, product.priceMaxKrw);
        return (
          <Paper
            key={product.id}
            withBorder
            p="sm"
            radius="md"
            data-testid="product-row"
            data-code={product.code}
            data-site={product.site}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Checkbox
                size="xs"
                mt={4}
                checked={selected.has(product.id)}
                onChange={() => onToggle(product.id)}
                aria-label={t('catalogue.list.select', { title: product.title })}
              />
              <StoredImage src={product.image} alt={product.title} size={64} data-testid="product-image" />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <ProductTitle product={product} onOpen={onOpen} />
                <Group gap="sm" align="flex-start">
                  <Text size="sm" fw={700} c={price ? undefined : 'dimmed'} data-testid="product-price">
                    {price ?? t('catalogue.list.noPrice')}
                  </Text>
                  <MarginCell product={product} settings={priceSettings} />
                </Group>
                <UploadStates product={product} />
                <Text size="xs" c="dimmed">
                  {product.optionCount > 0
                    ? t('catalogue.list.optionCount', { count: product.optionCount })
                    : t('catalogue.list.noOptions')}
                  {product.groupName ? ` · ${product.groupName}` : ''} · {formatShortDate(product.createdAt)}
                </Text>
              </Stack>
              <SourceLink url={product.sourceUrl} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
