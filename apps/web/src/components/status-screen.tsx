import { Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusScreenProps = {
  icon: ReactNode;
  color?: string;
  /** Large code above the title, e.g. 404. */
  code?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Fill the whole viewport (outside the shell) or just the content area. */
  fullPage?: boolean;
  testId?: string;
};

/** Result layout shared by the error, unauthorized, success and failure states. */
export function StatusScreen({
  icon,
  color = 'brand',
  code,
  title,
  children,
  actions,
  fullPage = false,
  testId,
}: StatusScreenProps) {
  return (
    <Center mih={fullPage ? '100dvh' : 420} p="md" data-testid={testId}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {code != null && (
            <Text fw={800} fz={48} lh={1} c={color}>
              {code}
            </Text>
          )}
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {children}
          {actions && (
            <Group justify="center" gap="sm" mt="xs">
              {actions}
            </Group>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
