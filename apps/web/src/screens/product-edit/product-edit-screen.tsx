import { type SourceSite } from '@sellerdesk/domain';
import type { ProductSummary } from '@sellerdesk/domain/api';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconDownload, IconPackageOff, IconTags } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { FilterFold } from '../../components/filter-fold';
import { PageHeader } from '../../components/page-header';
import { PriceSettingsNotice } from '../../components/price-settings-notice';
import { usePriceSettings } from '../../hooks/api/pricing';
import { useProductSearch } from '../../hooks/api/products';
import { useSelection } from '../../hooks/use-selection';
import { errorMessage } from '../../lib/api-error';
import { useProductSavedListener } from '../../lib/product-channel';
import { readEditLink, withoutEditLink, type EditLinkField } from '../../lib/product-edit-link';
import {
  PAGE_SIZES,
  readCatalogueQuery,
  searchBodyOf,
  writeCatalogueQuery,
  type CatalogueQuery,
} from './catalogue-query';
import { BulkMenu } from './components/bulk/bulk-menu';
import { SelectAllBanner } from './components/bulk/select-all-banner';
import { useBulkSelection } from './components/bulk/use-bulk-selection';
import { ProductCards } from './components/product-cards';
import { ReprocessDetailAction } from './components/reprocess-detail-action';
import { ProductDetailDrawer } from './components/product-detail-drawer';
import { KeywordToolDialog } from './components/keyword-tool-dialog';
import { activeCatalogueFilters, ProductFilters } from './components/product-filters';
import { ProductTable } from './components/product-table';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMobile } from '../../hooks/use-mobile';
import { addTexts } from '../../i18n';
import { catalogue } from '../../i18n/locales/ko/catalogue';
import { keywords } from '../../i18n/locales/ko/keywords';

addTexts({ catalogue, keywords });

// The edit panel (options, prices, name rules) loads when a product is first edited, not with the list.
const EditPanel = lazy(() =>
  import('./components/edit-panel/edit-panel').then((module) => ({ default: module.EditPanel })),
);

/**
 * /app/product/edit: the collected products — search, site and group filters, paging, a detail drawer
 * with options and prices, the per-product edit panel (components/edit-panel), and deleting.
 */
export function ProductEditScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalogue.title'));
  const [params, setParams] = useSearchParams();
  const query = readCatalogueQuery(params);
  const products = useProductSearch(searchBodyOf(query));
  // The margin column prices each row with the seller's settings (loaded once, shared with the panel).
  const priceSettings = usePriceSettings();
  // A save in the editor popup refreshes this list without a reload.
  useProductSavedListener();
  const mobile = useMobile();
  const { selected, toggle, choose, clear } = useSelection();
  const [openKey, setOpenKey] = useState<{ site: SourceSite; code: string } | null>(null);
  // A link (the pre-upload check's fix) may open one product's edit panel at a field.
  const [editLink] = useState(() => readEditLink(params));
  const [editKey, setEditKey] = useState<{ site: SourceSite; code: string } | null>(editLink?.key ?? null);
  const [editField, setEditField] = useState<EditLinkField | null>(editLink?.field ?? null);
  const [tagging, tagTool] = useDisclosure(false);

  const items = products.data?.items ?? [];
  const total = products.data?.total ?? 0;
  // Past CATALOGUE_COUNT_CAP the server stops counting ("10,000개 이상") and later pages follow its cursor.
  const capped = products.data?.totalCapped ?? false;
  const nextCursor = products.data?.nextCursor ?? null;
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const activeFilters = activeCatalogueFilters(query);
  const filtered = activeFilters > 0;
  // Bulk actions act on the ticked products or, after "검색 결과 전체 선택", on the whole search.
  const bulk = useBulkSelection({ items, chosen, search: searchBodyOf(query), total, capped });

  // Deleting the last products of the last page leaves the page past the end: go to the last one there is.
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const pastEnd = products.isSuccess && !products.isPlaceholderData && !query.after && query.page > lastPage;
  useEffect(() => {
    if (pastEnd) {
      setParams(writeCatalogueQuery({ ...query, page: lastPage }), { replace: true });
    }
  }, [pastEnd, lastPage, query, setParams]);

  useEffect(() => {
    if (editLink) {
      setParams((current) => withoutEditLink(current), { replace: true });
    }
  }, [editLink, setParams]);

  const update = (next: Partial<CatalogueQuery>) => {
    clear();
    // A new condition starts from the first page; paging keeps the conditions.
    const page = next.page ?? 1;
    setParams(writeCatalogueQuery({ ...query, ...next, page, after: next.after ?? null }));
  };
  const listProps = {
    products: items,
    selected: bulk.shown,
    onToggle: (id: string) => {
      if (bulk.all) {
        // Unticking one row of "everything" leaves this page's other rows ticked.
        bulk.clearAll();
        choose(items.map((item) => item.id).filter((other) => other !== id));
      } else {
        toggle(id);
      }
    },
    onToggleAll: (checked: boolean) => {
      bulk.clearAll();
      choose(checked ? items.map((item) => item.id) : []);
    },
    onOpen: (product: ProductSummary) => setOpenKey({ site: product.site, code: product.code }),
    priceSettings: priceSettings.data,
  };

  return (
    <Stack gap="lg" data-testid="catalogue-screen">
      <PageHeader
        mb={0}
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        badge={
          products.data
            ? t(capped ? 'catalogue.list.totalCapped' : 'catalogue.list.total', { count: total })
            : undefined
        }
        actions={
          <Button
            component={Link}
            to={PATHS.productCollect}
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} />}
          >
            {t('catalogue.collectMore')}
          </Button>
        }
      />
      <PriceSettingsNotice />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <FilterFold folded={mobile} active={activeFilters} testId="product-filter-fold">
            <ProductFilters key={params.toString()} query={query} onChange={update} />
          </FilterFold>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" data-testid="catalogue-total">
              {t(capped ? 'common.pagination.totalCapped' : 'common.pagination.total', { count: total })}
              {bulk.all
                ? ` · ${t('catalogueBulk.selection.countAll')}`
                : chosen.length > 0
                  ? ` · ${t('catalogue.list.selected', { count: chosen.length })}`
                  : ''}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTags size={14} />}
                disabled={chosen.length === 0}
                onClick={tagTool.open}
                data-testid="open-keyword-tool"
              >
                {t('keywords.tool.open')}
              </Button>
              {chosen.length > 0 && !bulk.all && (
                <ReprocessDetailAction productIds={chosen} size="xs" variant="light" />
              )}
              <BulkMenu
                bulk={bulk}
                chosenProducts={bulk.all ? items : items.filter((item) => selected.has(item.id))}
                onDone={() => {
                  bulk.clearAll();
                  clear();
                }}
              />
            </Group>
          </Group>
          <SelectAllBanner
            bulk={bulk}
            pageCount={items.length}
            pageChosen={chosen.length}
            total={total}
            capped={capped}
            onClear={() => {
              bulk.clearAll();
              clear();
            }}
          />
          {products.isPending ? (
            <Stack gap="sm">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={72} radius="md" />
              ))}
            </Stack>
          ) : products.isError && !products.data ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('catalogue.list.loadFailed')}
            >
              {errorMessage(products.error)}
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState
              icon={<IconPackageOff size={28} />}
              withIndicatorBackground
              title={filtered ? t('catalogue.list.noMatch') : t('catalogue.list.empty')}
              description={filtered ? t('catalogue.list.noMatchBody') : t('catalogue.list.emptyBody')}
              py="xl"
              data-testid="catalogue-empty"
            />
          ) : mobile ? (
            <ProductCards {...listProps} />
          ) : (
            <ProductTable {...listProps} />
          )}
          <Group justify="space-between" gap="sm">
            <Select
              size="xs"
              w={120}
              aria-label={t('common.pagination.pageSizeLabel')}
              data={PAGE_SIZES.map((size) => ({
                value: String(size),
                label: t('common.pagination.pageSize', { count: size }),
              }))}
              value={String(query.pageSize)}
              onChange={(value) => update({ pageSize: Number(value) })}
              allowDeselect={false}
            />
            {query.after ? (
              <Group gap="xs" data-testid="catalogue-cursor-paging">
                <Text size="sm" c="dimmed">
                  {t('common.pagination.pastNumbered', { count: total })}
                </Text>
                <Button size="xs" variant="default" onClick={() => update({ page: 1 })}>
                  {t('common.pagination.backToFirst')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!nextCursor}
                  onClick={() => nextCursor && update({ page: query.page, after: nextCursor })}
                >
                  {t('common.pagination.next')}
                </Button>
              </Group>
            ) : (
              <Group gap="xs">
                {total > query.pageSize && (
                  <Pagination
                    size="sm"
                    total={lastPage}
                    value={query.page}
                    onChange={(page) => update({ page })}
                  />
                )}
                {capped && query.page === lastPage && nextCursor && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => update({ page: query.page, after: nextCursor })}
                    data-testid="catalogue-next-cursor"
                  >
                    {t('common.pagination.next')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
        </Stack>
      </Paper>
      <ProductDetailDrawer
        productKey={openKey}
        onClose={() => setOpenKey(null)}
        onEdit={(key) => {
          setOpenKey(null);
          setEditField(null);
          setEditKey(key);
        }}
      />
      {editKey && (
        <Suspense fallback={null}>
          <EditPanel productKey={editKey} field={editField} onClose={() => setEditKey(null)} />
        </Suspense>
      )}
      {tagging && <KeywordToolDialog opened onClose={tagTool.close} productIds={chosen} />}
    </Stack>
  );
}
