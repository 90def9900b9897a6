import { koreanText, PRODUCT_MEMO_MAX, type ProductDetail } from '@sellerdesk/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconTags } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectFilters } from '../../../../hooks/api/collect-filters';
import { revertTitle, sourceTitleOf, titlePreview, withKoreanTitle } from './edit-model';

/** Title with the live name-rule preview, tags, memo, brand, manufacturer and origin. */
export function BasicSection({
  draft,
  onChange,
  onEditTags,
}: {
  draft: ProductDetail;
  onChange: (next: ProductDetail) => void;
  onEditTags: () => void;
}) {
  const { t } = useTranslation();
  const removeWords = useCollectFilters('Remove');
  const replaceWords = useCollectFilters('Replace');
  const title = koreanText(draft.title);
  const preview = useMemo(
    () =>
      titlePreview(title, {
        removeWords: removeWords.data?.map((word) => word.targetWord),
        replaceWords: replaceWords.data?.map(({ targetWord, convertWord }) => ({ targetWord, convertWord })),
      }),
    [title, removeWords.data, replaceWords.data],
  );
  const source = sourceTitleOf(draft);
  const over = preview.length > preview.limit;
  const memoOver = draft.memo.length > PRODUCT_MEMO_MAX;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <TextInput
          label={t('catalogueEdit.titleField.label')}
          value={title}
          onChange={(event) => onChange(withKoreanTitle(draft, event.currentTarget.value))}
          error={title.trim() === '' ? t('catalogueEdit.titleField.empty') : undefined}
          rightSectionWidth={90}
          rightSection={
            <Text size="xs" c={over ? 'red' : 'dimmed'} data-testid="title-counter">
              {t('catalogueEdit.titleField.counter', { length: preview.length, limit: preview.limit })}
            </Text>
          }
          data-testid="edit-title"
        />
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" data-testid="edit-source-title">
            {t('catalogueEdit.titleField.source')}: {source}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconArrowBackUp size={12} />}
            onClick={() => onChange(revertTitle(draft))}
            data-testid="revert-title"
          >
            {t('catalogueEdit.titleField.revert')}
          </Button>
        </Group>
        <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)">
          <Text size="xs" c="dimmed">
            {t('catalogueEdit.titleField.preview')}
          </Text>
          <Text size="sm" fw={600} data-testid="title-preview">
            {preview.result || '—'}
          </Text>
          {preview.changes.length > 0 && (
            <Group gap={4} mt={4} data-testid="title-changes">
              {preview.changes.map((change) => (
                <Badge key={change} size="xs" variant="light" color={change === 'cut' ? 'red' : 'blue'}>
                  {t(`catalogueEdit.titleField.changes.${change}`, { limit: preview.limit })}
                </Badge>
              ))}
            </Group>
          )}
        </Paper>
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t('catalogueEdit.tags.label')}
          </Text>
          <Button size="compact-xs" variant="light" leftSection={<IconTags size={12} />} onClick={onEditTags}>
            {t('catalogueEdit.tags.edit')}
          </Button>
        </Group>
        {draft.tags.length > 0 ? (
          <Group gap={4} data-testid="edit-tags">
            {draft.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('catalogueEdit.tags.none')}
          </Text>
        )}
      </Stack>
      <Textarea
        label={t('catalogueEdit.memo.label')}
        value={draft.memo}
        autosize
        minRows={2}
        onChange={(event) => onChange({ ...draft, memo: event.currentTarget.value })}
        description={t('catalogueEdit.memo.counter', { length: draft.memo.length, limit: PRODUCT_MEMO_MAX })}
        error={memoOver ? t('catalogueEdit.memo.tooLong', { limit: PRODUCT_MEMO_MAX }) : undefined}
        data-testid="edit-memo"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('catalogueEdit.brand')}
          value={draft.brand}
          maxLength={100}
          onChange={(event) => onChange({ ...draft, brand: event.currentTarget.value })}
          data-testid="edit-brand"
        />
        <TextInput
          label={t('catalogueEdit.manufacturer')}
          value={draft.manufacturer}
          maxLength={100}
          onChange={(event) => onChange({ ...draft, manufacturer: event.currentTarget.value })}
          data-testid="edit-manufacturer"
        />
        <TextInput
          label={t('catalogueEdit.origin')}
          value={draft.origin}
          maxLength={100}
          onChange={(event) => onChange({ ...draft, origin: event.currentTarget.value })}
          data-testid="edit-origin"
        />
      </SimpleGrid>
    </Stack>
  );
}
