import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centered loader for guards and lazily loaded screens. `inline` fills the content area only. */
export function FullPageLoader({ inline = false, label }: { inline?: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={inline ? 320 : '100dvh'} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" size="lg" />
        <Text size="sm" c="dimmed">
          {label ?? t('common.status.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
