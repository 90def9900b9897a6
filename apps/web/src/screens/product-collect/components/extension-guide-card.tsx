import { List, Paper, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How to collect with the browser extension: install the unpacked build, log in, collect from pages. */
export function ExtensionGuideCard() {
  const { t } = useTranslation();
  const steps = t('collect.extension.steps', { returnObjects: true }) as readonly string[];
  return (
    <Paper withBorder p="lg" data-testid="extension-guide">
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon size={28} radius="md" variant="light">
            <IconPuzzle size={16} />
          </ThemeIcon>
          <Title order={2} fz="md">
            {t('collect.extension.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('collect.extension.description')}
        </Text>
        <List type="ordered" size="sm" spacing={6}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t('collect.extension.results')}
        </Text>
      </Stack>
    </Paper>
  );
}
