import type { Market } from '@sellerdesk/domain';
import type { MarketCategoryItem } from '@sellerdesk/domain/api';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCategoryCacheLoading, useMarketCategories, useRefreshCategories } from '../hooks/api/categories';
import { errorMessage } from '../lib/api-error';
import { formatDateTime } from '../lib/format';
import { notify } from '../lib/notify';
import { addTexts } from '../i18n';
import { categories } from '../i18n/locales/ko/categories';
import { CategoryLoading } from './category-loading';

// The settings' category section and the upload screen both show it: its texts ride with it.
addTexts({ categories });

const LEVELS = ['Large', 'Middle', 'Small', 'Detail'] as const;
const SEARCH_PAGE = 20;

/**
 * A market's cached category tree: four cascading level pickers (each level asked when the one above is
 * chosen) and a search over leaf paths with pages; "카테고리 불러오기" refreshes the cache from the market
 * in the background and shows its age. While the cache is being filled the lists wait and the progress
 * shows ("카테고리를 불러오는 중… N개"). `onPick` receives the chosen leaf: settings add a SmartStore leaf to the seller's
 * categories with it, the upload screen takes a market's category for products without one.
 */
export function CategoryBrowser({
  market,
  onPick,
  picking,
  pickLabel,
}: {
  market: Market;
  onPick: ((category: MarketCategoryItem) => void) | null;
  picking: boolean;
  /** The pick button's text (default: 내 카테고리에 추가). */
  pickLabel?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<(string | null)[]>([null, null, null, null]);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [page, setPage] = useState(1);
  const refresh = useRefreshCategories();

  const uppers = (level: number) => ({
    ...(chosen[0] && level > 0 ? { upper1: chosen[0] } : {}),
    ...(chosen[1] && level > 1 ? { upper2: chosen[1] } : {}),
    ...(chosen[2] && level > 2 ? { upper3: chosen[2] } : {}),
  });
  const large = useMarketCategories({ market, classification: 'Large', maxRow: 500 });
  const middle = useMarketCategories(
    chosen[0] ? { market, classification: 'Middle', maxRow: 500, ...uppers(1) } : null,
  );
  const small = useMarketCategories(
    chosen[1] ? { market, classification: 'Small', maxRow: 500, ...uppers(2) } : null,
  );
  const detail = useMarketCategories(
    chosen[2] ? { market, classification: 'Detail', maxRow: 500, ...uppers(3) } : null,
  );
  const levels = [large, middle, small, detail];
  const search = useMarketCategories(
    debounced ? { market, mode: 'Search', keyword: debounced, page, maxRow: SEARCH_PAGE } : null,
  );

  const choose = (level: number, value: string | null) =>
    setChosen((current) =>
      current.map((item, index) => (index < level ? item : index === level ? value : null)),
    );
  const findItem = (level: number): MarketCategoryItem | null => {
    const id = chosen[level];
    return levels[level]?.data?.items.find((item) => item.id === id) ?? null;
  };
  // The deepest chosen category, when it is a leaf.
  const picked = [3, 2, 1, 0].map(findItem).find((item) => item !== null) ?? null;

  const runRefresh = () =>
    refresh.mutate(market, {
      onSuccess: ({ refresh: result }) => {
        if (result.state === 'done') {
          notify(t('categories.refreshed', { count: result.count }));
        } else if (result.state === 'failed') {
          notify(t('categories.refreshFailed', { reason: result.reason }), { type: 'error' });
        } else {
          notify(t('categories.refreshStarted'));
        }
      },
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });
  // The lists wait (asking again) while the server fills the cache; the progress shows meanwhile.
  const loading =
    [large, search].some((query) => isCategoryCacheLoading(query.failureReason)) ||
    (refresh.data?.refresh.state === 'running' && refresh.variables === market);
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / SEARCH_PAGE)) : 1;

  return (
    <Stack
      gap="sm"
      data-testid="category-browser"
      data-cache-state={loading ? 'loading' : large.data ? 'ready' : large.isError ? 'error' : 'pending'}
    >
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="category-age">
          {large.data?.refreshedAt
            ? t('categories.refreshedAt', { time: formatDateTime(large.data.refreshedAt) })
            : t('categories.neverRefreshed')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={refresh.isPending}
          onClick={runRefresh}
          data-testid="category-refresh"
        >
          {t('categories.refresh')}
        </Button>
      </Group>
      <CategoryLoading market={market} active={loading} />
      {large.isError && (
        <Alert color="yellow" variant="light" data-testid="category-error">
          {errorMessage(large.error)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        {LEVELS.map((level, index) => (
          <Select
            key={level}
            label={t(`categories.levels.${level}`)}
            data={(levels[index]?.data?.items ?? []).map((item) => ({
              value: item.id,
              label: item.name,
            }))}
            value={chosen[index] ?? null}
            onChange={(value) => choose(index, value)}
            disabled={index > 0 && !chosen[index - 1]}
            searchable
            clearable
            data-testid={`category-level-${level}`}
          />
        ))}
      </SimpleGrid>
      {picked && (
        <Group gap="sm" data-testid="category-picked">
          <Text size="sm">{picked.path.join(' > ')}</Text>
          {picked.isLeaf && <Badge variant="light">{t('categories.leaf')}</Badge>}
          {onPick && picked.isLeaf && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              loading={picking}
              onClick={() => onPick(picked)}
              data-testid="category-add"
            >
              {pickLabel ?? t('categories.add')}
            </Button>
          )}
        </Group>
      )}
      <TextInput
        label={t('categories.search')}
        placeholder={t('categories.searchPlaceholder')}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          setPage(1);
        }}
        maxLength={50}
        data-testid="category-search"
      />
      {search.data && (
        <Stack gap={4} data-testid="category-search-results">
          <Text size="xs" c="dimmed">
            {t('categories.results', { total: search.data.total })}
          </Text>
          {search.data.items.map((item) => (
            <Paper key={item.id} withBorder p={6} radius="sm" data-testid={`category-result-${item.id}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">{item.path.join(' > ')}</Text>
                {onPick && (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onPick(item)}
                    loading={picking}
                    data-testid={`category-pick-${item.id}`}
                  >
                    {pickLabel ?? t('categories.add')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
          {pages > 1 && (
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="default"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('categories.prev')}
              </Button>
              <Text size="xs">{t('categories.page', { page, pages })}</Text>
              <Button
                size="compact-xs"
                variant="default"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('categories.next')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
