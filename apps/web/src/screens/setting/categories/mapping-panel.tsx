import type { Market } from '@sellerdesk/domain';
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
import { CategoryLoading } from '../../../components/category-loading';
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
  const name = TARGETS.find((target) => target.market === market)?.name ?? market;
  const confirmedId = suggestion.data?.confirmed?.categoryId ?? null;

  return (
    <Stack gap="xs" data-testid="category-mapping">
      <SegmentedControl
        size="xs"
        value={market}
        onChange={(value) => setMarket(value as Market)}
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
      {suggestion.data?.confirmed &&
        !suggestion.data.suggestions.some((item) => item.category.id === confirmedId) && (
          <Paper withBorder p={6} radius="sm">
            <Group gap="xs">
              <Badge color="green">{t('categories.confirmedBadge')}</Badge>
              <Text size="sm">{suggestion.data.confirmed.path.join(' > ')}</Text>
            </Group>
          </Paper>
        )}
      {suggestion.data?.suggestions.map((item) => {
        const isConfirmed = item.category.id === confirmedId;
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
                <Text size="sm">{item.category.path.join(' > ')}</Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" color={item.from === 'market' ? 'grape' : 'blue'}>
                    {t(item.from === 'market' ? 'categories.fromMarket' : 'categories.fromSimilarity')}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('categories.score', { score: Math.round(item.score * 100) })}
                  </Text>
                </Group>
              </Stack>
              {isConfirmed ? (
                <Badge color="green" data-testid="mapping-confirmed">
                  {t('categories.confirmedBadge')}
                </Badge>
              ) : (
                <Button
                  size="compact-xs"
                  loading={confirm.isPending && confirm.variables.categoryId === item.category.id}
                  onClick={() =>
                    confirm.mutate(
                      { fromCategoryId: category.categoryId, market, categoryId: item.category.id },
                      {
                        onSuccess: () => notify(t('categories.confirmed')),
                        onError: (error) => notify(errorMessage(error), { type: 'error' }),
                      },
                    )
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
    </Stack>
  );
}
