import {
  koreanText,
  MAX_OPTION_GROUPS,
  textIn,
  withText,
  type OptionGroup,
  type PriceSettings,
  type ProductDetail,
} from '@sellerdesk/domain';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../../components/stored-image';
import { CombinationsTable } from './combinations-table';
import {
  addOptionGroup,
  addOptionValue,
  optionsProblem,
  overrideCombinations,
  regenerateOptions,
  renameOptionValue,
} from './edit-model';

/**
 * Option groups (names and values with their source text, option images, add/remove; at most 3), the
 * regeneration of combinations, and every combination's price, stock, sold-out and use.
 */
export function OptionsSection({
  draft,
  settings,
  onChange,
}: {
  draft: ProductDetail;
  settings: PriceSettings | undefined;
  onChange: (next: ProductDetail) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const groups = draft.option.optionGroups;
  const language = draft.source.language;
  const setGroups = (optionGroups: OptionGroup[]) => {
    setNotice(null);
    onChange({ ...draft, option: { ...draft.option, optionGroups } });
  };
  const stale = optionsProblem(draft);

  const onAddGroup = () => {
    const added = addOptionGroup(groups, `${t('catalogueEdit.options.newGroup')} ${groups.length + 1}`);
    setProblem(added.ok ? null : added.message);
    if (added.ok) {
      setGroups(added.value);
    }
  };
  const onRegenerate = () => {
    const rebuilt = regenerateOptions(draft, groups, settings);
    if (!rebuilt.ok) {
      setProblem(rebuilt.message);
      return;
    }
    setProblem(null);
    onChange({ ...draft, option: { ...draft.option, detailOptions: rebuilt.value } });
    setNotice(t('catalogueEdit.options.regenerated', { count: rebuilt.value.length }));
  };
  const imageChoices = [...new Set([...draft.image, ...draft.source.images])].map((url, index) => ({
    value: url,
    label: `${index + 1}번 이미지`,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('catalogueEdit.options.groups', { count: groups.length, max: MAX_OPTION_GROUPS })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={onAddGroup}
            data-testid="add-group"
          >
            {t('catalogueEdit.options.addGroup')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={onRegenerate}
            data-testid="regenerate"
          >
            {t('catalogueEdit.options.regenerate')}
          </Button>
        </Group>
      </Group>
      {problem && (
        <Alert color="red" variant="light" data-testid="options-problem">
          {problem}
        </Alert>
      )}
      {!problem && stale && (
        <Alert color="orange" variant="light" data-testid="options-stale">
          {stale}
        </Alert>
      )}
      {notice && !stale && (
        <Alert color="teal" variant="light" data-testid="options-notice">
          {notice}
        </Alert>
      )}
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('catalogueEdit.options.none')}
        </Text>
      )}
      {groups.map((group) => {
        const sourceName = language === 'ko' ? '' : textIn(group.groupName, language);
        return (
          <Paper key={group.id} withBorder p="sm" data-testid="option-group">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  size="xs"
                  style={{ flex: 1 }}
                  label={t('catalogueEdit.options.groupName')}
                  description={
                    sourceName ? t('catalogueEdit.options.sourceText', { text: sourceName }) : undefined
                  }
                  value={koreanText(group.groupName)}
                  onChange={(event) => {
                    const name = event.currentTarget.value;
                    setGroups(
                      groups.map((g) =>
                        g.id === group.id ? { ...g, groupName: withText(g.groupName, 'ko', name) } : g,
                      ),
                    );
                  }}
                  data-testid="group-name"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogueEdit.options.removeGroup')}
                  onClick={() => setGroups(groups.filter((g) => g.id !== group.id))}
                  data-testid="remove-group"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {group.groups.map((value) => {
                const valueSource = language === 'ko' ? '' : textIn(value.optionName, language);
                return (
                  <Group
                    key={value.id}
                    gap="xs"
                    align="flex-end"
                    wrap="nowrap"
                    pl="md"
                    data-testid="option-value"
                  >
                    <TextInput
                      size="xs"
                      style={{ flex: 1 }}
                      aria-label={t('catalogueEdit.options.valueName')}
                      description={
                        valueSource ? t('catalogueEdit.options.sourceText', { text: valueSource }) : undefined
                      }
                      value={koreanText(value.optionName)}
                      onChange={(event) =>
                        onChange({
                          ...draft,
                          option: renameOptionValue(
                            draft.option,
                            group.id,
                            value.id,
                            event.currentTarget.value,
                          ),
                        })
                      }
                      data-testid="value-name"
                    />
                    <StoredImage src={value.optionImage} alt={koreanText(value.optionName)} size={30} />
                    <Select
                      size="xs"
                      w={120}
                      clearable
                      placeholder={t('catalogueEdit.options.optionImage')}
                      aria-label={t('catalogueEdit.options.optionImage')}
                      data={
                        imageChoices.some((c) => c.value === value.optionImage) || !value.optionImage
                          ? imageChoices
                          : [...imageChoices, { value: value.optionImage, label: '옵션 이미지' }]
                      }
                      value={value.optionImage}
                      onChange={(url) =>
                        setGroups(
                          groups.map((g) =>
                            g.id === group.id
                              ? {
                                  ...g,
                                  groups: g.groups.map((v) =>
                                    v.id === value.id ? { ...v, optionImage: url } : v,
                                  ),
                                }
                              : g,
                          ),
                        )
                      }
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('catalogueEdit.options.removeValue')}
                      onClick={() =>
                        setGroups(
                          groups.map((g) =>
                            g.id === group.id
                              ? { ...g, groups: g.groups.filter((v) => v.id !== value.id) }
                              : g,
                          ),
                        )
                      }
                      data-testid="remove-value"
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                );
              })}
              <Button
                size="compact-xs"
                variant="subtle"
                w="fit-content"
                ml="md"
                leftSection={<IconPlus size={12} />}
                onClick={() =>
                  setGroups(
                    addOptionValue(
                      groups,
                      group.id,
                      `${t('catalogueEdit.options.newValue')} ${group.groups.length + 1}`,
                    ),
                  )
                }
                data-testid="add-value"
              >
                {t('catalogueEdit.options.addValue')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      {draft.option.detailOptions.length > 0 && (
        <CombinationsTable
          options={draft.option.detailOptions}
          groups={draft.option.optionGroups}
          onChange={(detailOptions, priced) => onChange(overrideCombinations(draft, detailOptions, priced))}
        />
      )}
    </Stack>
  );
}
