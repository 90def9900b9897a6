import { Badge, Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters, folded behind a "필터" button on phones (they would fill the first screen and push
 * the list below it); the button says how many filters are set. Elsewhere the filters show as they are.
 */
export function FilterFold({
  folded,
  active,
  testId,
  children,
}: {
  folded: boolean;
  /** How many filters differ from their default. */
  active: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  if (!folded) {
    return children;
  }
  return (
    <Stack gap="sm" data-testid={testId} data-opened={opened}>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFilter size={16} />}
        rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        onClick={toggle}
        aria-expanded={opened}
        style={{ alignSelf: 'flex-start' }}
        data-testid={`${testId}-toggle`}
      >
        {t('common.filterFold.toggle')}
        {active > 0 && (
          <Badge size="sm" circle ml={6} aria-label={t('common.filterFold.active', { count: active })}>
            {active}
          </Badge>
        )}
      </Button>
      <Collapse expanded={opened}>{children}</Collapse>
    </Stack>
  );
}
