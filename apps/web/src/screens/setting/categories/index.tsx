import type { Market } from '@sellerdesk/domain';
import type { MarketCategoryItem, UserCategoryView } from '@sellerdesk/domain/api';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAddUserCategory, useRemoveUserCategory, useUserCategories } from '../../../hooks/api/categories';
import { addTexts } from '../../../i18n';
import { categories } from '../../../i18n/locales/ko/categories';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { CategoryBrowser } from '../../../components/category-browser';
import { MappingPanel } from './mapping-panel';

addTexts({ categories });

const MARKETS: readonly { market: Market; name: string }[] = [
  { market: 'SmartStore', name: '스마트스토어' },
  { market: 'Coupang', name: '쿠팡' },
  { market: 'Elevenst', name: '11번가' },
  { market: 'Gmarket', name: 'G마켓' },
  { market: 'Auction', name: '옥션' },
];
const MARKET_NAMES = Object.fromEntries(MARKETS.map((entry) => [entry.market, entry.name]));

/**
 * 카테고리 (settings): browse or search a market's cached categories, keep SmartStore leaves as the
 * seller's categories (the collect form's target category), and map each to the other markets.
 */
export default function CategoriesSection() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<Market>('SmartStore');
  const mine = useUserCategories();
  const add = useAddUserCategory();
  const remove = useRemoveUserCategory();
  const [removing, setRemoving] = useState<UserCategoryView | null>(null);

  const pick = (category: MarketCategoryItem) =>
    add.mutate(category.id, {
      onSuccess: () => notify(t('categories.added')),
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });

  return (
    <Paper withBorder p="lg" radius="md" data-testid="categories-section">
      <Stack gap="lg">
        <div>
          <Title order={3}>{t('categories.title')}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('categories.description')}
          </Text>
        </div>
        <SegmentedControl
          value={market}
          onChange={(value) => setMarket(value as Market)}
          data={MARKETS.map((entry) => ({ value: entry.market, label: entry.name }))}
          data-testid="category-market"
        />
        <CategoryBrowser
          key={market}
          market={market}
          onPick={market === 'SmartStore' ? pick : null}
          picking={add.isPending}
        />

        <Title order={4}>{t('categories.mine')}</Title>
        {!mine.data ? (
          <Skeleton h={80} />
        ) : mine.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('categories.mineEmpty')}
          </Text>
        ) : (
          <Accordion variant="separated" data-testid="user-categories">
            {mine.data.items.map((category) => (
              <Accordion.Item
                key={category.id}
                value={category.id}
                data-testid={`user-category-${category.categoryId}`}
              >
                <Accordion.Control>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {category.path.join(' > ')}
                    </Text>
                    {category.mappings.map((mapping) => (
                      <Badge key={mapping.market} size="sm" color="green" variant="light">
                        {MARKET_NAMES[mapping.market] ?? mapping.market}: {mapping.path.at(-1)}
                      </Badge>
                    ))}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <MappingPanel category={category} />
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setRemoving(category)}
                      >
                        {t('categories.remove')}
                      </Button>
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('categories.removeTitle')}
        confirmLabel={t('categories.remove')}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notify(t('categories.removed'));
            },
            onError: (error) => notify(errorMessage(error), { type: 'error' }),
          })
        }
        onClose={() => setRemoving(null)}
        loading={remove.isPending}
        testId="user-category-remove-dialog"
      >
        {t('categories.removeConfirm', { label: removing?.path.join(' > ') ?? '' })}
      </ConfirmDialog>
    </Paper>
  );
}
