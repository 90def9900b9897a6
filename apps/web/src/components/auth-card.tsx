import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card that holds each /user/* form. */
export function AuthCard({
  title,
  subtitle,
  children,
  width = 440,
  testId,
  icon,
  iconColor = 'brand',
}: {
  title: ReactNode;
  /** A large icon above the title, for result states (sent, verified, failed). */
  icon?: ReactNode;
  iconColor?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
  testId?: string;
}) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} w="100%" maw={width} data-testid={testId}>
      <Stack gap="lg">
        <Stack gap={6}>
          {icon && (
            <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} mb="xs">
              {icon}
            </ThemeIcon>
          )}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
