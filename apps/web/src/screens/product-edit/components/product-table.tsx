import type { ProductSummary } from '@sellerdesk/domain/api';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { StoredImage } from '../../../components/stored-image';
import { formatShortDate } from '../../../lib/format';
import { formatPriceRange } from '../product-format';

export type ProductListProps = {
  products: readonly ProductSummary[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onOpen: (product: ProductSummary) => void;
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

/** Up to this many rows the table renders them all; past it only the rows in view (and a few more). */
export const VIRTUAL_ROWS_FROM = 60;
/**
 * A row's height: a 52 px thumbnail beside two title lines, and a line more with tags. Rows are not
 * measured (measuring every drawn row re-rendered the window in a loop); the spacers only need to be
 * about right for the scroll bar.
 */
const ROW_PX = 84;
const ROW_WITH_TAGS_PX = 108;

/**
 * The catalogue as a table (tablet and wider). Long lists (a page of 100 or 200, or thousands of rows)
 * scroll inside the table and render only the rows in view, between two spacer rows that keep the
 * scroll height, so 10,000 rows stay smooth.
 */
export function ProductTable({ products, selected, onToggle, onToggleAll, onOpen }: ProductListProps) {
  const { t } = useTranslation();
  const chosen = products.filter((product) => selected.has(product.id)).length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = products.length > VIRTUAL_ROWS_FROM;
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (products[index]!.tags.length > 0 ? ROW_WITH_TAGS_PX : ROW_PX),
    getItemKey: (index) => products[index]!.id,
    overscan: 8,
    // Rows show on the first paint, before the container is measured.
    initialRect: { width: 1200, height: 800 },
    enabled: virtual,
  });
  const rows = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? rows.map((row) => products[row.index]!) : products;
  const top = rows[0]?.start ?? 0;
  const bottom = virtual ? virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0) : 0;
  return (
    <Table.ScrollContainer
      minWidth={860}
      ref={scrollRef}
      // Native scrolling when virtual: the container itself is then the element the rows scroll in.
      type={virtual ? 'native' : 'scrollarea'}
      maxHeight={virtual ? '70vh' : undefined}
      data-testid="product-table-scroll"
    >
      <Table
        verticalSpacing="sm"
        highlightOnHover
        stickyHeader={virtual}
        data-testid="product-table"
        data-rows={products.length}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                size="xs"
                aria-label={t('catalogue.list.selectAll')}
                checked={products.length > 0 && chosen === products.length}
                indeterminate={chosen > 0 && chosen < products.length}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={64}>{t('catalogue.list.image')}</Table.Th>
            <Table.Th>{t('catalogue.list.product')}</Table.Th>
            <Table.Th w={96}>{t('catalogue.list.options')}</Table.Th>
            <Table.Th w={180}>{t('catalogue.list.price')}</Table.Th>
            <Table.Th w={120}>{t('catalogue.list.group')}</Table.Th>
            <Table.Th w={104}>{t('catalogue.list.collectedAt')}</Table.Th>
            <Table.Th w={52}>{t('catalogue.list.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {shown.map((product, position) => {
            const price = formatPriceRange(product.priceMinKrw, product.priceMaxKrw);
            return (
              <Table.Tr
                key={product.id}
                data-index={virtual ? rows[position]!.index : undefined}
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
                  <StoredImage
                    src={product.image}
                    alt={product.title}
                    size={52}
                    data-testid="product-image"
                  />
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
                  <Text size="sm" truncate="end" maw={120}>
                    {product.groupName || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {formatShortDate(product.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SourceLink url={product.sourceUrl} />
                </Table.Td>
              </Table.Tr>
            );
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
