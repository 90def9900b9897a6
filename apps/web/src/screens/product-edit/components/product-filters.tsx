import { SOURCE_SITES, type SourceSite } from '@sellerdesk/domain';
import { Autocomplete, Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectWorks } from '../../../hooks/api/collect';
import {
  SORTS,
  STOCK_FILTERS,
  TRANSLATION_FILTERS,
  UPLOAD_FILTERS,
  type CatalogueQuery,
  type StockFilter,
  type TranslationFilter,
  type UploadFilter,
} from '../catalogue-query';
import type { CatalogueSort } from '@sellerdesk/domain/api';

/** Group names the seller used in recent works, offered as suggestions (any name can be typed). */
function useRecentGroupNames(): string[] {
  const works = useCollectWorks({ page: 1, maxRow: 100 });
  return useMemo(
    () => [...new Set((works.data?.items ?? []).map((work) => work.groupName).filter(Boolean))],
    [works.data],
  );
}

/** How many search conditions are set (the sort is an order, not a filter); the folded filters show it. */
export function activeCatalogueFilters(query: CatalogueQuery): number {
  return [
    query.keyword,
    query.site,
    query.groupName,
    query.workNumber != null,
    query.from,
    query.to,
    query.translation !== 'all',
    query.upload !== 'all',
    query.stock !== 'all',
  ].filter(Boolean).length;
}

/** Keyword, site, group and (when it came from a work) the work number of the catalogue search. */
export function ProductFilters({
  query,
  onChange,
}: {
  query: CatalogueQuery;
  onChange: (next: Partial<CatalogueQuery>) => void;
}) {
  const { t } = useTranslation();
  const groups = useRecentGroupNames();
  const [keyword, setKeyword] = useState(query.keyword);
  const [group, setGroup] = useState(query.groupName);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ keyword: keyword.trim(), groupName: group.trim() });
      }}
      data-testid="product-filters"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('catalogue.filters.keyword')}
          placeholder={t('catalogue.filters.keywordPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '2 1 240px' }}
          data-testid="product-keyword"
        />
        <Select
          label={t('catalogue.filters.site')}
          data={[
            { value: '', label: t('catalogue.filters.allSites') },
            ...SOURCE_SITES.map((site) => ({ value: site, label: t(`common.sources.${site}`) })),
          ]}
          value={query.site ?? ''}
          onChange={(value) => onChange({ site: (value || null) as SourceSite | null })}
          allowDeselect={false}
          style={{ flex: '1 1 140px' }}
          data-testid="product-site"
        />
        <Select
          label={t('catalogue.filters.stock')}
          data={STOCK_FILTERS.map((stock) => ({
            value: stock,
            label: t(`catalogue.filters.stocks.${stock}`),
          }))}
          value={query.stock}
          onChange={(value) => onChange({ stock: (value ?? 'all') as StockFilter })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="product-stock"
        />
        <Select
          label={t('catalogue.filters.translation')}
          data={TRANSLATION_FILTERS.map((value) => ({
            value,
            label: t(`catalogue.filters.translations.${value}`),
          }))}
          value={query.translation}
          onChange={(value) => onChange({ translation: (value ?? 'all') as TranslationFilter })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="product-translation"
        />
        <Select
          label={t('catalogue.filters.upload')}
          data={UPLOAD_FILTERS.map((value) => ({
            value,
            label: t(`catalogue.filters.uploads.${value}`),
          }))}
          value={query.upload}
          onChange={(value) => onChange({ upload: (value ?? 'all') as UploadFilter })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="product-upload-filter"
        />
        <TextInput
          type="date"
          label={t('catalogue.filters.from')}
          value={query.from ?? ''}
          max={query.to ?? undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value || null })}
          style={{ flex: '1 1 140px' }}
          data-testid="product-from"
        />
        <TextInput
          type="date"
          label={t('catalogue.filters.to')}
          value={query.to ?? ''}
          min={query.from ?? undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value || null })}
          style={{ flex: '1 1 140px' }}
          data-testid="product-to"
        />
        <Select
          label={t('catalogue.filters.sort')}
          data={SORTS.map((value) => ({ value, label: t(`catalogue.filters.sorts.${value}`) }))}
          value={query.sort}
          onChange={(value) => onChange({ sort: (value ?? 'newest') as CatalogueSort })}
          allowDeselect={false}
          style={{ flex: '1 1 120px' }}
          data-testid="product-sort"
        />
        <Autocomplete
          label={t('catalogue.filters.group')}
          placeholder={t('catalogue.filters.groupPlaceholder')}
          data={groups}
          value={group}
          onChange={setGroup}
          onOptionSubmit={(value) => onChange({ keyword: keyword.trim(), groupName: value })}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('catalogue.filters.submit')}
        </Button>
      </Group>
      {query.workNumber != null && (
        <Badge
          mt="sm"
          size="lg"
          variant="light"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('catalogue.filters.clearWork')}
              onClick={() => onChange({ workNumber: null })}
            />
          }
          data-testid="work-filter"
        >
          {t('catalogue.filters.work', { workNumber: query.workNumber })}
        </Badge>
      )}
    </form>
  );
}
