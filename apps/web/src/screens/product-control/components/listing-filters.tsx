import type { Market } from '@sellerdesk/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketAccountsOf } from '../../../hooks/api/product-control';

export const MARKET_ORDER: readonly Market[] = [
  'SmartStore',
  'Coupang',
  'Elevenst',
  'Gmarket',
  'Auction',
  'WeMakePrice',
];

export type ListingFilterValues = {
  market: Market | null;
  accountId: string | null;
  keyword: string;
  from: string;
  to: string;
};

export const EMPTY_FILTERS: ListingFilterValues = {
  market: null,
  accountId: null,
  keyword: '',
  from: '',
  to: '',
};

/** How many of the filters are set (the folded filters' button shows it on phones). */
export function activeFilterCount(value: ListingFilterValues): number {
  return [value.market, value.accountId, value.keyword, value.from, value.to].filter(Boolean).length;
}

/** Market, its account, keyword and upload dates; the keyword applies on 검색 (or Enter). */
export function ListingFilters({
  value,
  onChange,
}: {
  value: ListingFilterValues;
  onChange: (next: ListingFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const accounts = useMarketAccountsOf(value.market);
  const apply = () => onChange({ ...value, keyword: keyword.trim() });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('productControl.filters.market')}
        placeholder={t('productControl.filters.allMarkets')}
        data={MARKET_ORDER.map((market) => ({ value: market, label: t(`productControl.markets.${market}`) }))}
        value={value.market}
        onChange={(market) =>
          onChange({ ...value, market: (market as Market | null) ?? null, accountId: null })
        }
        clearable
        w={150}
        data-testid="listing-filter-market"
      />
      <Select
        label={t('productControl.filters.account')}
        placeholder={t('productControl.filters.allAccounts')}
        data={(accounts.data?.accounts ?? []).map((account) => ({ value: account.id, label: account.label }))}
        value={value.accountId}
        onChange={(accountId) => onChange({ ...value, accountId })}
        disabled={!value.market}
        clearable
        w={160}
        data-testid="listing-filter-account"
      />
      <TextInput
        label={t('productControl.filters.from')}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
        w={150}
      />
      <TextInput
        label={t('productControl.filters.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
        w={150}
      />
      <TextInput
        label={t('productControl.filters.keyword')}
        value={keyword}
        maxLength={100}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            apply();
          }
        }}
        w={{ base: '100%', sm: 280 }}
        data-testid="listing-filter-keyword"
      />
      <Button leftSection={<IconSearch size={16} />} onClick={apply} data-testid="listing-filter-search">
        {t('productControl.filters.search')}
      </Button>
      <Button
        variant="subtle"
        onClick={() => {
          setKeyword('');
          onChange(EMPTY_FILTERS);
        }}
      >
        {t('productControl.filters.reset')}
      </Button>
    </Group>
  );
}
