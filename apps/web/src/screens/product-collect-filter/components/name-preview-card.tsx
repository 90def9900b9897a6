import type { FilterWord } from '@sellerdesk/domain/api';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewName, SAMPLE_TITLE } from '../name-preview';

function NameBox({
  label,
  text,
  length,
  limit,
  testId,
}: {
  label: string;
  text: string;
  length: number;
  limit: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const over = length > limit;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} c="dimmed">
          {label}
        </Text>
        <Badge size="sm" variant="light" color={over ? 'red' : 'teal'} data-testid={`${testId}-length`}>
          {t('collectFilter.preview.length', { count: length, limit })}
        </Badge>
      </Group>
      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
        <Text size="sm" data-testid={testId}>
          {text}
        </Text>
      </Paper>
    </Stack>
  );
}

/** A sample title before and after the seller's words: the same rule the server applies when collecting. */
export function NamePreviewCard({ words }: { words: readonly FilterWord[] }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(SAMPLE_TITLE);
  const preview = previewName(title, words);
  const remove = words.filter((word) => word.mode === 'Remove').length;
  return (
    <Paper withBorder p="lg" data-testid="name-preview">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md">
            {t('collectFilter.preview.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('collectFilter.preview.description', { limit: preview.limit })}
          </Text>
        </div>
        <Textarea
          label={t('collectFilter.preview.sample')}
          autosize
          minRows={2}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-testid="sample-title"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('collectFilter.preview.rules', { removeCount: remove, replaceCount: words.length - remove })}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => setTitle(SAMPLE_TITLE)}
            disabled={title === SAMPLE_TITLE}
          >
            {t('collectFilter.preview.reset')}
          </Button>
        </Group>
        <NameBox
          label={t('collectFilter.preview.before')}
          text={preview.before}
          length={preview.beforeLength}
          limit={preview.limit}
          testId="name-before"
        />
        <NameBox
          label={t('collectFilter.preview.after')}
          text={preview.after}
          length={preview.afterLength}
          limit={preview.limit}
          testId="name-after"
        />
      </Stack>
    </Paper>
  );
}
