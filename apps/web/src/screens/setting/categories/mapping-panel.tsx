import { CATEGORY_SUGGESTION_CONFIDENT, type Market } from '@sellerdesk/domain';
import type { UserCategoryView } from '@sellerdesk/domain/api';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryBrowser } from '../../../components/category-browser';
import { CategoryLoading } from '../../../components/category-loading';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  isCategoryCacheLoading,
  useCategorySuggestion,
  useConfirmMapping,
} from '../../../hooks/api/categories';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

const TARGETS: readonly { market: Market; name: string }[] = [
  { market: 'Coupang', name: '쿠팡' },
  { market: 'Elevenst', name: '11번가' },
  { market: 'Gmarket', name: 'G마켓' },
  { market: 'Auction', name: '옥션' },
];

/**
 * Mapping one of the seller's SmartStore categories: per target market the suggestions (the market's own
 * recommendation first where it has one, then name-path similarity), the confirmed one marked; the seller
 * confirms one and uploads reuse it.
 */
export function MappingPanel({ category }: { category: UserCategoryView }) {
  const { t } = useTranslation();
  const [market, setMarket] = useState<Market>('Coupang');
  const [productName, setProductName] = useState('');
  const [debouncedName] = useDebouncedValue(productName.trim(), 400);
  // The market's own recommendation API (Coupang's predict) reads a product name, not a category path:
  // it is asked only when the seller gives an example product name; the path similarity always runs.
  const suggestion = useCategorySuggestion(category.categoryId, market, debouncedName);
  const confirm = useConfirmMapping();
  const [browsing, setBrowsing] = useState(false);
  // A low-confidence suggestion is confirmed only after the seller read the warning.
  const [lowPick, setLowPick] = useState<{ id: string; path: string; score: number } | null>(null);
  const name = TARGETS.find((target) => target.market === market)?.name ?? market;
  const confirmedId = suggestion.data?.confirmed?.categoryId ?? null;
  const suggestions = suggestion.data?.suggestions ?? [];
  const best = suggestions.reduce((top, item) => Math.max(top, item.score), 0);
  const percent = (score: number) => Math.round(score * 100);

  const confirmMapping = (categoryId: string) =>
    confirm.mutate(
      { fromCategoryId: category.categoryId, market, categoryId },
      {
        onSuccess: () => {
          setLowPick(null);
          setBrowsing(false);
          notify(t('categories.confirmed'));
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  return (
    <Stack gap="xs" data-testid="category-mapping">
      <SegmentedControl
        size="xs"
        value={market}
        onChange={(value) => {
          setMarket(value as Market);
          setBrowsing(false);
        }}
        data={TARGETS.map((target) => ({ value: target.market, label: target.name }))}
        data-testid="mapping-market"
      />
      <Text size="xs" c="dimmed">
        {t('categories.mappingHint', { market: name })}
      </Text>
      <TextInput
        size="xs"
        label={t('categories.productName')}
        description={t('categories.productNameHelp')}
        value={productName}
        onChange={(event) => setProductName(event.currentTarget.value)}
        maxLength={200}
        data-testid="mapping-product-name"
      />
      <CategoryLoading
        market={market}
        active={isCategoryCacheLoading(suggestion.failureReason) && !suggestion.isError}
      />
      {suggestion.isLoading && <Skeleton h={80} />}
      {suggestion.isError && (
        <Alert color="yellow" variant="light" data-testid="mapping-error">
          {errorMessage(suggestion.error)}
        </Alert>
      )}
      {suggestion.data?.recommendationError && (
        <Alert color="gray" variant="light">
          {t('categories.recommendationFailed', { message: suggestion.data.recommendationError })}
        </Alert>
      )}
      {suggestion.data && suggestions.length === 0 && (
        <Alert color="yellow" variant="light" data-testid="mapping-none">
          {t('categories.noSuggestion', { market: name })}
        </Alert>
      )}
      {suggestions.length > 0 && best < CATEGORY_SUGGESTION_CONFIDENT && (
        <Alert color="yellow" variant="light" data-testid="mapping-low">
          {t('categories.lowConfidence', { score: percent(best) })}
        </Alert>
      )}
      {suggestion.data?.confirmed &&
        !suggestion.data.suggestions.some((item) => item.category.id === confirmedId) && (
          <Paper withBorder p={6} radius="sm">
            <Group gap="xs">
              <Badge color="green">{t('categories.confirmedBadge')}</Badge>
              <Text size="sm">{suggestion.data.confirmed.path.join(' > ')}</Text>
            </Group>
          </Paper>
        )}
      {suggestions.map((item) => {
        const isConfirmed = item.category.id === confirmedId;
        const low = item.score < CATEGORY_SUGGESTION_CONFIDENT;
        const path = item.category.path.join(' > ');
        return (
          <Paper
            key={item.category.id}
            withBorder
            p={6}
            radius="sm"
            data-testid={`mapping-suggestion-${item.category.id}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm">{path}</Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" color={item.from === 'market' ? 'grape' : 'blue'}>
                    {t(item.from === 'market' ? 'categories.fromMarket' : 'categories.fromSimilarity')}
                  </Badge>
                  <Badge
                    size="xs"
                    variant={low ? 'filled' : 'light'}
                    color={low ? 'yellow' : 'teal'}
                    data-testid="mapping-score"
                  >
                    {t(low ? 'categories.scoreLow' : 'categories.score', { score: percent(item.score) })}
                  </Badge>
                </Group>
              </Stack>
              {isConfirmed ? (
                <Badge color="green" data-testid="mapping-confirmed">
                  {t('categories.confirmedBadge')}
                </Badge>
              ) : (
                <Button
                  size="compact-xs"
                  variant={low ? 'default' : 'filled'}
                  loading={confirm.isPending && confirm.variables.categoryId === item.category.id}
                  onClick={() =>
                    low
                      ? setLowPick({ id: item.category.id, path, score: item.score })
                      : confirmMapping(item.category.id)
                  }
                  data-testid="mapping-confirm"
                >
                  {t('categories.confirm')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
      {suggestion.data && (
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          onClick={() => setBrowsing((open) => !open)}
          data-testid="mapping-browse"
        >
          {t(browsing ? 'categories.browseClose' : 'categories.browse')}
        </Button>
      )}
      {suggestion.data && (browsing || suggestions.length === 0) && (
        <CategoryBrowser
          key={market}
          market={market}
          picking={confirm.isPending}
          pickLabel={t('categories.pickConfirm')}
          onPick={(picked) => confirmMapping(picked.id)}
        />
      )}
      <ConfirmDialog
        opened={lowPick !== null}
        title={t('categories.lowConfirmTitle')}
        confirmLabel={t('categories.lowConfirm')}
        loading={confirm.isPending}
        onConfirm={() => lowPick && confirmMapping(lowPick.id)}
        onClose={() => setLowPick(null)}
        testId="mapping-low-confirm"
      >
        {lowPick
          ? t('categories.lowConfirmBody', { score: percent(lowPick.score), path: lowPick.path })
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
