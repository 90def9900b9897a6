import { Badge, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title block at the top of every screen inside the shell. */
export function PageHeader({
  title,
  description,
  badge,
  actions,
  mb = 'lg',
}: {
  /** Space below; screens that stack sections with their own gap pass 0. */
  mb?: MantineSpacing;
  title: ReactNode;
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb={mb} gap="md">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {badge && (
            <Badge variant="light" size="lg">
              {badge}
            </Badge>
          )}
        </Group>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
