import type { Market } from '@sellerdesk/domain';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategoryRefreshState } from '../hooks/api/categories';

/**
 * While the server fills a market's category cache in the background (minutes for ESM's tree): how many
 * categories it has so far, polled until it is done. `active` while a category list waits for the cache
 * or a refresh was just started; the lists ask again by themselves and show up when it is ready.
 */
export function CategoryLoading({ market, active }: { market: Market; active: boolean }) {
  const { t } = useTranslation();
  const state = useCategoryRefreshState(market, active);
  const fetched = state.data?.state === 'running' ? state.data.fetched : null;
  if (fetched === null && !active) {
    return null;
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<Loader size={16} />}
      data-testid="category-loading"
      data-fetched={fetched ?? 0}
    >
      {t('categories.loading', { fetched: (fetched ?? 0).toLocaleString('ko-KR') })}
    </Alert>
  );
}
