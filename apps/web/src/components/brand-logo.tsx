import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product mark and name. `compact` drops the name on narrow headers. */
export function BrandLogo({ compact = false, size = 'md' }: { compact?: boolean; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const iconSize = size === 'lg' ? 40 : 32;
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={iconSize} radius="md" variant="filled" aria-hidden>
        <IconBuildingStore size={iconSize * 0.6} stroke={1.8} />
      </ThemeIcon>
      {!compact && (
        <Text
          fw={800}
          fz={size === 'lg' ? 24 : 18}
          style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}
        >
          {t('common.appName')}
        </Text>
      )}
    </Group>
  );
}
