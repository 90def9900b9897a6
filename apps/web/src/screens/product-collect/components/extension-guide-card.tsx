import { Alert, Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { API_BASE_URL } from '../../../app/http';
import { EXTENSION_DOWNLOAD_PATH, useExtensionInfo } from '../../../hooks/api/config';
import { errorMessage } from '../../../lib/api-error';

/**
 * How to collect with the browser extension: download the zip the server offers (its own build, same
 * version), load it unpacked in Chrome, log in, collect from pages.
 */
export function ExtensionGuideCard() {
  const { t } = useTranslation();
  const info = useExtensionInfo();
  const install = t('collect.extension.install', { returnObjects: true }) as readonly string[];
  const use = t('collect.extension.steps', {
    returnObjects: true,
    server: window.location.origin,
  }) as readonly string[];
  const extension = info.data;
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
        {info.isPending ? (
          <Skeleton height={36} width={240} />
        ) : extension?.available ? (
          <Group gap="sm">
            <Button
              component="a"
              href={`${API_BASE_URL}${EXTENSION_DOWNLOAD_PATH}`}
              download={extension.fileName ?? undefined}
              leftSection={<IconDownload size={16} />}
              data-testid="extension-download"
            >
              {t('collect.extension.download')}
            </Button>
            <Text size="xs" c="dimmed" data-testid="extension-version">
              {t('collect.extension.version', {
                version: extension.version,
                size: Math.max(1, Math.round((extension.sizeBytes ?? 0) / 1024)),
              })}
            </Text>
          </Group>
        ) : (
          <Alert color="yellow" variant="light" data-testid="extension-unavailable">
            {info.isError ? errorMessage(info.error) : t('collect.extension.unavailable')}
          </Alert>
        )}
        {extension?.available && extension.version !== extension.serverVersion && (
          <Alert color="orange" variant="light">
            {t('collect.extension.versionMismatch', {
              version: extension.version,
              serverVersion: extension.serverVersion,
            })}
          </Alert>
        )}
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('collect.extension.installTitle')}
          </Text>
          <List type="ordered" size="sm" spacing={6} data-testid="extension-install-steps">
            {install.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('collect.extension.useTitle')}
          </Text>
          <List type="ordered" size="sm" spacing={6}>
            {use.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </div>
        <Text size="xs" c="dimmed">
          {t('collect.extension.results')}
        </Text>
      </Stack>
    </Paper>
  );
}
