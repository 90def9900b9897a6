import type { SourceSite } from '@sellerdesk/domain';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useUploadProducts,
  type UploadProductListParams,
  type UploadProductRow,
} from '../../../hooks/api/upload';

type Status = NonNullable<UploadProductListParams['status']>;
const STATUSES: Status[] = ['all', 'notListed', 'listed', 'changed', 'failed'];
const PAGE_SIZE = 20;

/** The listing of a product on each account: market product number (linked), or the last error. */
function ListingBadges({ product }: { product: UploadProductRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {product.listings.map((listing) =>
        listing.marketProductId ? (
          <Badge
            key={listing.accountId}
            variant="light"
            color={listing.changed ? 'yellow' : 'teal'}
            data-testid="listing-badge"
          >
            {listing.url ? (
              <Anchor href={listing.url} target="_blank" rel="noopener noreferrer" size="xs">
                {listing.accountLabel} {listing.marketProductId}
              </Anchor>
            ) : (
              `${listing.accountLabel} ${listing.marketProductId}`
            )}
            {listing.changed ? ` · ${t('upload.products.listingChanged')}` : ''}
          </Badge>
        ) : (
          <Tooltip key={listing.accountId} label={listing.lastError ?? ''} multiline w={320}>
            <Badge variant="light" color="red">
              {listing.accountLabel} {t('upload.products.statuses.failed')}
            </Badge>
          </Tooltip>
        ),
      )}
    </Group>
  );
}

/** Step 1: the seller's products (filtered by listing state), ticked for the upload. */
export function ProductPicker({
  selected,
  onChange,
}: {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const list = useUploadProducts({ page, maxRow: PAGE_SIZE, keyword: debounced, status });
  const rows = list.data?.items ?? [];
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) {
      next.add(id);
    } else {
      next.delete(id);
    }
    onChange(next);
  };
  return (
    <Paper withBorder p="md" data-testid="upload-products">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('upload.products.title')}</Title>
          <Badge size="lg" variant="light" data-testid="selected-count">
            {t('upload.products.selected', { count: selected.size })}
          </Badge>
        </Group>
        <Group>
          <TextInput
            placeholder={t('upload.products.keyword')}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          <SegmentedControl
            aria-label={t('upload.products.status')}
            value={status}
            onChange={(value) => {
              setStatus(value as Status);
              setPage(1);
            }}
            data={STATUSES.map((value) => ({ value, label: t(`upload.products.statuses.${value}`) }))}
          />
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange(new Set([...selected, ...rows.map((row) => row.id)]))}
          >
            {t('upload.products.selectPage')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => onChange(new Set())}>
            {t('upload.products.clear')}
          </Button>
        </Group>
        {list.isError ? <Text c="red">{t('upload.products.loadFailed')}</Text> : null}
        <Table striped highlightOnHover>
          <Table.Tbody>
            {rows.length === 0 && !list.isLoading ? (
              <Table.Tr>
                <Table.Td>
                  <Text c="dimmed">{t('upload.products.empty')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((product) => (
              <Table.Tr key={product.id} data-testid="upload-product-row">
                <Table.Td w={36}>
                  <Checkbox
                    aria-label={product.title}
                    checked={selected.has(product.id)}
                    onChange={(event) => toggle(product.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {product.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`common.sources.${product.site as SourceSite}`)} · {product.code}
                    {product.priceMinKrw != null ? ` · ${product.priceMinKrw.toLocaleString('ko-KR')}원` : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ListingBadges product={product} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {(list.data?.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil((list.data?.total ?? 0) / PAGE_SIZE)}
            size="sm"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
