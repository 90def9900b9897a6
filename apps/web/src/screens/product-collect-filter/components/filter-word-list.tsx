import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import { Checkbox, Paper, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '../../../components/virtual-list';
import { formatShortDate } from '../../../lib/format';

const ROW_HEIGHT = 40;

/** Columns: selection, the word (and its replacement), the date it was added. */
function gridTemplate(mode: FilterMode): string {
  return mode === 'Replace' ? '36px minmax(0, 1fr) 20px minmax(0, 1fr) 96px' : '36px minmax(0, 1fr) 96px';
}

const cell = { minWidth: 0 } as const;

/** The saved words of one mode (thousands possible, so only the visible rows are drawn), with selection. */
export function FilterWordList({
  mode,
  words,
  selected,
  onToggle,
  onToggleAll,
}: {
  mode: FilterMode;
  words: readonly FilterWord[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const chosen = words.filter((word) => selected.has(word.id)).length;
  const replace = mode === 'Replace';
  const row = (content: ReactNode, header = false) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: gridTemplate(mode),
        alignItems: 'center',
        gap: 8,
        height: ROW_HEIGHT,
        paddingInline: 12,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: header ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      {content}
    </div>
  );
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid={`word-list-${mode}`}>
      {row(
        <>
          <Checkbox
            size="xs"
            aria-label={t('collectFilter.list.selectAll')}
            checked={words.length > 0 && chosen === words.length}
            indeterminate={chosen > 0 && chosen < words.length}
            onChange={(event) => onToggleAll(event.currentTarget.checked)}
          />
          <Text size="xs" fw={700}>
            {replace ? t('collectFilter.list.target') : t('collectFilter.list.word')}
          </Text>
          {replace && <span />}
          {replace && (
            <Text size="xs" fw={700}>
              {t('collectFilter.list.convert')}
            </Text>
          )}
          <Text size="xs" fw={700}>
            {t('collectFilter.list.createdAt')}
          </Text>
        </>,
        true,
      )}
      <VirtualList
        items={words}
        getKey={(word) => word.id}
        estimateSize={ROW_HEIGHT}
        maxHeight={420}
        renderItem={(word) => (
          <div data-testid="filter-word" data-word={word.targetWord}>
            {row(
              <>
                <Checkbox
                  size="xs"
                  checked={selected.has(word.id)}
                  onChange={() => onToggle(word.id)}
                  aria-label={t('collectFilter.list.select', { word: word.targetWord })}
                />
                <Text size="sm" truncate="end" style={cell}>
                  {word.targetWord}
                </Text>
                {replace && <IconArrowRight size={14} aria-hidden />}
                {replace && (
                  <Text size="sm" truncate="end" style={cell}>
                    {word.convertWord}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {formatShortDate(word.createdAt)}
                </Text>
              </>,
            )}
          </div>
        )}
      />
    </Paper>
  );
}
