import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconClipboardList,
  IconFilterOff,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRemoveCollectFilters } from '../../../hooks/api/collect-filters';
import { useSelection } from '../../../hooks/use-selection';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { searchWords } from '../filter-words';
import { AddWordForm } from './add-word-form';
import { BulkPasteModal } from './bulk-paste-modal';
import { FilterWordList } from './filter-word-list';

/** One mode's words: add one, paste many, search, select and delete. */
export function FilterWordsPanel({
  mode,
  words,
  loading,
  error,
}: {
  mode: FilterMode;
  words: readonly FilterWord[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCollectFilters(mode);
  const [query, setQuery] = useState('');
  const { selected, toggle, choose, clear } = useSelection();
  const [bulkOpened, bulk] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const all = useMemo(() => words ?? [], [words]);
  const shown = useMemo(() => searchWords(all, query), [all, query]);
  // Only words still listed count as selected (a deleted or filtered-out word drops out).
  const chosen = shown.filter((word) => selected.has(word.id)).map((word) => word.id);

  const onDelete = () =>
    remove.mutate(chosen, {
      onSuccess: ({ removed }) => {
        notify(t('collectFilter.list.deleted', { count: removed }));
        clear();
        confirm.close();
      },
      onError: (caught) => notify(errorMessage(caught), { type: 'error' }),
    });

  return (
    <Stack gap="md" pt="md" data-testid={`filter-panel-${mode}`}>
      <Text size="sm" c="dimmed">
        {t(`collectFilter.tabHints.${mode}`)}
      </Text>
      <AddWordForm mode={mode} />
      <Group gap="xs" justify="space-between">
        <TextInput
          placeholder={t(`collectFilter.list.searchPlaceholder.${mode}`)}
          aria-label={t('collectFilter.list.search')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          data-testid={`word-search-${mode}`}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconClipboardList size={16} />}
            onClick={bulk.open}
            data-testid={`bulk-open-${mode}`}
          >
            {t('collectFilter.bulk.open')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            onClick={confirm.open}
            data-testid={`delete-selected-${mode}`}
          >
            {t('collectFilter.list.deleteSelected', { count: chosen.length })}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" data-testid={`word-counts-${mode}`}>
        {t('collectFilter.list.counts', { total: all.length })}
        {query.trim() ? ` · ${t('collectFilter.list.filtered', { count: shown.length })}` : ''}
        {chosen.length > 0 ? ` · ${t('collectFilter.list.selected', { count: chosen.length })}` : ''}
      </Text>
      {loading ? (
        <Skeleton height={160} radius="md" />
      ) : error && !words ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('collectFilter.list.loadFailed')}
        >
          {errorMessage(error)}
        </Alert>
      ) : all.length === 0 ? (
        <EmptyState
          icon={<IconFilterOff size={26} />}
          withIndicatorBackground
          title={t('collectFilter.list.empty')}
          description={t('collectFilter.list.emptyBody')}
          py="lg"
        />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('collectFilter.list.noMatch')}
        </Text>
      ) : (
        <FilterWordList
          mode={mode}
          words={shown}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(checked) => choose(checked ? shown.map((word) => word.id) : [])}
        />
      )}
      <BulkPasteModal mode={mode} existing={all} opened={bulkOpened} onClose={bulk.close} />
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={t('collectFilter.list.deleteTitle')}
        confirmLabel={t('common.actions.delete')}
        onConfirm={onDelete}
        loading={remove.isPending}
        testId="delete-words-dialog"
      >
        {t('collectFilter.list.deleteBody', { count: chosen.length })}
      </ConfirmDialog>
    </Stack>
  );
}
