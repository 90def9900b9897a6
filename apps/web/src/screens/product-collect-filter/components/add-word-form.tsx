import type { FilterMode } from '@sellerdesk/domain';
import { Box, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddCollectFilters } from '../../../hooks/api/collect-filters';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { checkWord, type WordInput } from '../filter-words';

/** Adds one word (Remove) or one original → replacement pair (Replace), checked with the domain rule. */
export function AddWordForm({ mode }: { mode: FilterMode }) {
  const { t } = useTranslation();
  const add = useAddCollectFilters(mode);
  const form = useForm<WordInput>({
    mode: 'uncontrolled',
    initialValues: { targetWord: '', convertWord: '' },
    validate: (values) => {
      const checked = checkWord(mode, values);
      return 'problem' in checked ? { [checked.field ?? 'targetWord']: checked.problem } : {};
    },
  });
  const onSubmit = form.onSubmit((values) => {
    const checked = checkWord(mode, values);
    if (!('word' in checked)) {
      return;
    }
    add.mutate([checked.word], {
      onSuccess: ({ updated }) => {
        const key = updated > 0 ? 'collectFilter.add.updated' : 'collectFilter.add.added';
        notify(t(key, { word: checked.word.targetWord }));
        form.reset();
      },
      onError: (error) => form.setFieldError('targetWord', errorMessage(error)),
    });
  });
  const replace = mode === 'Replace';
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`add-word-${mode}`}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label={replace ? t('collectFilter.add.target') : t('collectFilter.add.word')}
          placeholder={
            replace ? t('collectFilter.add.targetPlaceholder') : t('collectFilter.add.wordPlaceholder')
          }
          style={{ flex: '1 1 180px' }}
          key={form.key('targetWord')}
          {...form.getInputProps('targetWord')}
        />
        {replace && (
          <>
            <Box visibleFrom="sm" mt={34} aria-hidden>
              <IconArrowRight size={18} />
            </Box>
            <TextInput
              label={t('collectFilter.add.convert')}
              placeholder={t('collectFilter.add.convertPlaceholder')}
              style={{ flex: '1 1 180px' }}
              key={form.key('convertWord')}
              {...form.getInputProps('convertWord')}
            />
          </>
        )}
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending} mt={25}>
          {t('collectFilter.add.submit')}
        </Button>
      </Group>
    </form>
  );
}
