import { categoryPath, type CategoryRow, type ProductDetail } from '@sellerdesk/domain';
import type { MarketCategoryItem } from '@sellerdesk/domain/api';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCategory, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { CategoryBrowser } from '../../../../components/category-browser';
import { useUserCategories } from '../../../../hooks/api/categories';

/** Where the seller keeps categories and their other markets' mappings. */
const SETTINGS_CATEGORIES = `${PATHS.setting}?section=categories`;

/** A picked SmartStore leaf as the product holds it: its level names and the id it is listed under. */
function rowOf(item: MarketCategoryItem): CategoryRow {
  return {
    largeName: item.largeName,
    middleName: item.middleName,
    smallName: item.smallName,
    detailName: item.detailName,
    id: item.id,
  };
}

/**
 * The product's SmartStore category (the one the upload lists it under, and the key of its mappings to
 * the other markets): picked from the seller's own categories, or from the whole SmartStore tree. It is
 * part of the draft and saved with the panel's one UpdateProduct. `focus`: opened from the pre-upload
 * check, the picker takes the focus.
 */
export function CategorySection({
  draft,
  onChange,
  focus,
}: {
  draft: ProductDetail;
  onChange: (next: ProductDetail) => void;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const mine = useUserCategories();
  const [browsing, setBrowsing] = useState(false);
  const pickerRef = useRef<HTMLInputElement>(null);
  const current = draft.category?.id ? draft.category : null;
  const set = (category: CategoryRow | null) => onChange({ ...draft, category });

  useEffect(() => {
    if (focus) {
      pickerRef.current?.focus();
    }
  }, [focus]);

  const items = mine.data?.items ?? [];
  return (
    <Stack gap="md" data-testid="edit-category">
      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('catalogueEdit.category.current')}
          </Text>
          {current ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" data-testid="edit-category-path">
                {categoryPath(current)}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                aria-label={t('catalogueEdit.category.clear')}
                onClick={() => set(null)}
                data-testid="edit-category-clear"
              >
                <IconX size={14} />
              </Button>
            </Group>
          ) : (
            <Alert color="yellow" variant="light" p="xs" data-testid="edit-category-empty">
              {t('catalogueEdit.category.empty')}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Select
        ref={pickerRef}
        label={t('catalogueEdit.category.mine')}
        placeholder={t('catalogueEdit.category.minePlaceholder')}
        description={mine.isSuccess && items.length === 0 ? t('catalogueEdit.category.mineEmpty') : undefined}
        data={items.map((item) => ({ value: item.categoryId, label: item.path.join(' > ') }))}
        value={current && items.some((item) => item.categoryId === current.id) ? current.id : null}
        onChange={(value) => {
          const item = items.find((entry) => entry.categoryId === value);
          if (item) {
            set({
              largeName: item.largeName,
              middleName: item.middleName,
              smallName: item.smallName,
              detailName: item.detailName,
              id: item.categoryId,
            });
          }
        }}
        searchable
        data-testid="edit-category-mine"
      />
      <Stack gap={6}>
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconCategory size={14} />}
          onClick={() => setBrowsing((open) => !open)}
          data-testid="edit-category-browse"
        >
          {t(browsing ? 'catalogueEdit.category.browseClose' : 'catalogueEdit.category.browse')}
        </Button>
        {browsing && (
          <CategoryBrowser
            market="SmartStore"
            picking={false}
            pickLabel={t('catalogueEdit.category.use')}
            onPick={(item) => {
              set(rowOf(item));
              setBrowsing(false);
            }}
          />
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {t('catalogueEdit.category.hint')}{' '}
        <Anchor component={Link} to={SETTINGS_CATEGORIES} size="xs">
          {t('catalogueEdit.category.mappings')}
        </Anchor>
      </Text>
    </Stack>
  );
}
