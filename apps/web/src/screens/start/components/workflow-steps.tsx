import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCurrencyWon,
  IconDownload,
  IconEdit,
  IconPlugConnected,
  IconTruckDelivery,
  IconUpload,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, settingSectionPath } from '../../../app/paths';

type StepKey = 'market' | 'price' | 'collect' | 'edit' | 'upload' | 'order';

/**
 * The seller's workflow, in order, each step linking to the screen where it happens. Price settings come
 * before collection: collection prices every product with them, and the defaults add no margin.
 */
export const WORKFLOW_STEPS: readonly { key: StepKey; icon: Icon; path: string }[] = [
  { key: 'market', icon: IconPlugConnected, path: settingSectionPath('market-accounts') },
  { key: 'price', icon: IconCurrencyWon, path: settingSectionPath('price') },
  { key: 'collect', icon: IconDownload, path: PATHS.productCollect },
  { key: 'edit', icon: IconEdit, path: PATHS.productEdit },
  { key: 'upload', icon: IconUpload, path: PATHS.productUpload },
  { key: 'order', icon: IconTruckDelivery, path: PATHS.orderLink },
];

export function WorkflowSteps() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="workflow">
      <div>
        <Title order={2} fz="lg">
          {t('start.workflow.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('start.workflow.description')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {WORKFLOW_STEPS.map(({ key, icon: StepIcon, path }, index) => (
          <Card key={key} withBorder padding="lg" data-step={key} data-testid="workflow-step">
            <Stack gap="sm" h="100%">
              <Group justify="space-between" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light">
                  <StepIcon size={24} stroke={1.7} />
                </ThemeIcon>
                <Badge variant="outline" size="sm">
                  {t('start.workflow.step', { number: index + 1 })}
                </Badge>
              </Group>
              <Text fw={700}>{t(`start.workflow.steps.${key}.title`)}</Text>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`start.workflow.steps.${key}.body`)}
              </Text>
              <Button
                component={Link}
                to={path}
                variant="light"
                size="xs"
                rightSection={<IconArrowRight size={14} />}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('start.workflow.go')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
