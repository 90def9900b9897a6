import type { ProductSummary } from '@sellerdesk/domain/api';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { StoredImage } from '../../../components/stored-image';
import { SelectPageCheckbox, VirtualTable } from '../../../components/virtual-table';
import { formatShortDate } from '../../../lib/format';
import { formatPriceRange } from '../product-format';
import { MarginCell, UploadStates, type MarginSettingsSource } from './product-columns';

export type ProductListProps = {
  products: readonly ProductSummary[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (product: ProductSummary) => void;
  /** The seller's price settings, for the margin column (loading: no margins yet). */
  priceSettings: MarginSettingsSource | undefined;
};

/** The product's title (opens its details), site, code, whether it is sold out and still needs translating. */
export function ProductTitle({
  product,
  onOpen,
}: {
  product: ProductSummary;
  onOpen: (product: ProductSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        ta="start"
        lineClamp={2}
        onClick={() => onOpen(product)}
        data-testid="product-title"
      >
        {product.title}
      </Anchor>
      <Group gap={6}>
        <SiteBadge site={product.site} size="xs" />
        <Text size="xs" c="dimmed" ff="monospace">
          {product.code}
        </Text>
        {product.soldOut && (
          <Badge size="xs" color="red" variant="filled" data-testid="sold-out">
            {t('catalogue.list.soldOut')}
          </Badge>
        )}
        {product.needsTranslation && (
          <Badge size="xs" color="orange" variant="light" data-testid="needs-translation">
            {t('catalogue.list.needsTranslation')}
          </Badge>
        )}
      </Group>
      {product.tags.length > 0 && (
        <Group gap={4} aria-label={t('keywords.tagsInList')} data-testid="product-tags">
          {product.tags.map((tag) => (
            <Badge key={tag} size="xs" variant="outline" color="gray" tt="none">
              #{tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function SourceLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('catalogue.list.openSource')} withArrow>
      <ActionIcon
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        aria-label={t('catalogue.list.openSource')}
        data-testid="product-source"
      >
        <IconExternalLink size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's height: a 52 px thumbnail beside two title lines, and a line more with tags. */
const ROW_PX = 84;
const ROW_WITH_TAGS_PX = 108;

/**
 * The catalogue as a table (tablet and wider). Long lists (a page of 100 or 200, or thousands of rows)
 * render only the rows in view (VirtualTable).
 */
export function ProductTable({
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
    <VirtualTable
      items={products}
      getKey={(product) => product.id}
      rowHeight={(product) => (product.tags.length > 0 ? ROW_WITH_TAGS_PX : ROW_PX)}
      minWidth={980}
      scrollTestId="product-table-scroll"
      tableProps={{ verticalSpacing: 'sm', 'data-testid': 'product-table', 'data-rows': products.length }}
      header={
        <>
          <Table.Th w={36}>
            <SelectPageCheckbox
              total={products.length}
              chosen={chosen}
              label={t('catalogue.list.selectAll')}
              onChange={onToggleAll}
            />
          </Table.Th>
          <Table.Th w={64}>{t('catalogue.list.image')}</Table.Th>
          <Table.Th>{t('catalogue.list.product')}</Table.Th>
          <Table.Th w={80}>{t('catalogue.list.options')}</Table.Th>
          <Table.Th w={140}>{t('catalogue.list.price')}</Table.Th>
          <Table.Th w={120}>{t('catalogue.list.margin')}</Table.Th>
          <Table.Th w={90}>{t('catalogue.list.group')}</Table.Th>
          <Table.Th w={100}>{t('catalogue.list.collectedAt')}</Table.Th>
          <Table.Th w={96}>{t('catalogue.list.uploads')}</Table.Th>
          <Table.Th w={48}>{t('catalogue.list.source')}</Table.Th>
        </>
      }
      renderRow={(product, index) => {
        const price = formatPriceRange(product.priceMinKrw, product.priceMaxKrw);
        return (
          <Table.Tr
            key={product.id}
            data-index={index}
            data-testid="product-row"
            data-code={product.code}
            data-site={product.site}
          >
            <Table.Td>
              <Checkbox
                size="xs"
                checked={selected.has(product.id)}
                onChange={() => onToggle(product.id)}
                aria-label={t('catalogue.list.select', { title: product.title })}
              />
            </Table.Td>
            <Table.Td>
              <StoredImage src={product.image} alt={product.title} size={52} data-testid="product-image" />
            </Table.Td>
            <Table.Td>
              <ProductTitle product={product} onOpen={onOpen} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {product.optionCount > 0
                  ? t('catalogue.list.optionCount', { count: product.optionCount })
                  : t('catalogue.list.noOptions')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600} c={price ? undefined : 'dimmed'} data-testid="product-price">
                {price ?? t('catalogue.list.noPrice')}
              </Text>
            </Table.Td>
            <Table.Td>
              <MarginCell product={product} settings={priceSettings} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" truncate="end" maw={90}>
                {product.groupName || '—'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {formatShortDate(product.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <UploadStates product={product} />
            </Table.Td>
            <Table.Td>
              <SourceLink url={product.sourceUrl} />
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
