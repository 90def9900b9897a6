import type { FilterMode } from '@sellerdesk/domain';
import type { FilterWord } from '@sellerdesk/domain/api';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from '../../../components/virtual-list';
import { useAddCollectFilters } from '../../../hooks/api/collect-filters';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { MAX_WORDS_PER_REQUEST, parseBulkWords, type BulkRow } from '../filter-words';

const STATUS_COLORS: Record<BulkRow['status'], string> = {
  new: 'teal',
  update: 'blue',
  unchanged: 'gray',
  duplicate: 'gray',
  invalid: 'red',
};

function BulkRowView({ row, mode }: { row: BulkRow; mode: FilterMode }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" px="xs" h={36} data-testid="bulk-row" data-status={row.status}>
      <Text size="xs" c="dimmed" w={40} style={{ flexShrink: 0 }}>
        {t('collectFilter.bulk.line', { line: row.line })}
      </Text>
      <Badge
        size="sm"
        radius="sm"
        variant="light"
        color={STATUS_COLORS[row.status]}
        style={{ flexShrink: 0 }}
      >
        {t(`collectFilter.bulk.status.${row.status}`)}
      </Badge>
      {row.status === 'invalid' ? (
        <Text size="xs" c="red" truncate="end" style={{ minWidth: 0 }}>
          {row.text} — {row.field ? `${t(`collectFilter.bulk.fields.${row.field}`)}: ` : ''}
          {row.problem}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" truncate="end">
            {row.targetWord}
          </Text>
          {mode === 'Replace' && (
            <>
              <IconArrowRight size={14} style={{ flexShrink: 0 }} aria-hidden />
              <Text size="sm" truncate="end">
                {row.convertWord}
              </Text>
            </>
          )}
        </Group>
      )}
    </Group>
  );
}

/** Many words at once: one per line (Replace: `원래말,바꿀말` or two tab-separated cells), previewed before saving. */
export function BulkPasteModal({
  mode,
  existing,
  opened,
  onClose,
}: {
  mode: FilterMode;
  existing: readonly FilterWord[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddCollectFilters(mode);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const parsed = useMemo(() => parseBulkWords(deferred, mode, existing), [deferred, mode, existing]);
  const tally = (...statuses: BulkRow['status'][]) =>
    parsed.rows.filter((row) => statuses.includes(row.status)).length;

  const close = () => {
    setText('');
    add.reset();
    onClose();
  };
  const save = () => {
    // Parse the text as it is now: the preview may still show a moment-old copy.
    const { words, tooMany } = parseBulkWords(text, mode, existing);
    if (words.length === 0 || tooMany) {
      return;
    }
    add.mutate(words, {
      onSuccess: ({ added, updated }) => {
        notify(t('collectFilter.bulk.saved', { added, updated }));
        close();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={t('collectFilter.bulk.title', { mode: t(`collectFilter.tabs.${mode}`) })}
      data-testid="bulk-modal"
    >
      <Stack gap="md">
        <Textarea
          label={t('collectFilter.bulk.label')}
          description={
            mode === 'Replace' ? t('collectFilter.bulk.hintReplace') : t('collectFilter.bulk.hintRemove')
          }
          autosize
          minRows={5}
          maxRows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid="bulk-text"
        />
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('collectFilter.bulk.preview')}
            </Text>
            <Text size="xs" c="dimmed" data-testid="bulk-summary">
              {t('collectFilter.bulk.summary', {
                added: tally('new'),
                updated: tally('update'),
                unchanged: tally('unchanged'),
                skipped: tally('duplicate', 'invalid'),
              })}
            </Text>
          </Group>
          <Paper withBorder radius="md">
            {parsed.rows.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="lg">
                {t('collectFilter.bulk.previewEmpty')}
              </Text>
            ) : (
              <VirtualList
                items={parsed.rows}
                getKey={(row) => row.line}
                estimateSize={36}
                maxHeight={260}
                renderItem={(row) => <BulkRowView row={row} mode={mode} />}
              />
            )}
          </Paper>
        </Stack>
        {parsed.tooMany && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('collectFilter.bulk.tooMany', { max: MAX_WORDS_PER_REQUEST })}
          </Alert>
        )}
        {add.isError && (
          <Text size="sm" c="red">
            {errorMessage(add.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={add.isPending}
            disabled={parsed.words.length === 0 || parsed.tooMany}
            data-testid="bulk-submit"
          >
            {t('collectFilter.bulk.submit', { count: parsed.words.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
