import { SOURCE_SITES } from '@sellerdesk/domain';
import type { CollectSummaryResponse } from '@sellerdesk/domain/api';
import {
  Alert,
  Anchor,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCalendarStats,
  IconGauge,
  IconLoader,
  IconPackages,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { SiteBadge } from '../../../components/site-badge';
import { errorMessage } from '../../../lib/api-error';

function SummaryCard({
  icon: CardIcon,
  title,
  value,
  children,
  testId,
}: {
  icon: Icon;
  title: string;
  value: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={28} radius="md" variant="light">
            <CardIcon size={16} stroke={1.8} />
          </ThemeIcon>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
        </Group>
        <Text fz={24} fw={800} lh={1.2} data-testid={`${testId}-value`}>
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** What the seller has collected, what is running, and how much of the collection limit is used. */
export function CollectSummaryCards({
  summary,
  loading,
  error,
}: {
  summary: CollectSummaryResponse | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!summary) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('collect.summary.loadFailed')}
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  const used = summary.products + summary.inProgress;
  const limit = summary.collectionLimit;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="collect-summary">
      <SummaryCard
        icon={IconPackages}
        title={t('collect.summary.products')}
        value={t('collect.summary.count', { count: summary.products })}
        testId="summary-products"
      >
        <Group gap={4}>
          {SOURCE_SITES.filter((site) => (summary.bySite[site] ?? 0) > 0).map((site) => (
            <SiteBadge key={site} site={site} size="xs" rightSection={summary.bySite[site]} />
          ))}
          {summary.products === 0 && (
            <Text size="xs" c="dimmed">
              {t('collect.summary.productsHint')}
            </Text>
          )}
        </Group>
        {summary.products > 0 && (
          <Text size="xs" c="dimmed" data-testid="summary-sold-out">
            {t('collect.summary.onSale', { count: summary.products - summary.soldOut })}
            {summary.soldOut > 0 && (
              <>
                {' · '}
                <Anchor component={Link} to={`${PATHS.productEdit}?stock=soldOut`} size="xs" c="red">
                  {t('collect.summary.soldOut', { count: summary.soldOut })}
                </Anchor>
              </>
            )}
          </Text>
        )}
      </SummaryCard>
      <SummaryCard
        icon={IconCalendarStats}
        title={t('collect.summary.today')}
        value={t('collect.summary.count', { count: summary.today })}
        testId="summary-today"
      >
        <Text size="xs" c="dimmed">
          {t('collect.summary.thisMonth', { count: summary.thisMonth })}
        </Text>
      </SummaryCard>
      <SummaryCard
        icon={IconLoader}
        title={t('collect.summary.inProgress')}
        value={t('collect.summary.count', { count: summary.inProgress })}
        testId="summary-in-progress"
      >
        <Text size="xs" c={summary.failedToday > 0 ? 'red' : 'dimmed'}>
          {t('collect.summary.failedToday', { count: summary.failedToday })}
        </Text>
      </SummaryCard>
      <SummaryCard
        icon={IconGauge}
        title={t('collect.summary.limit')}
        value={
          limit == null ? t('collect.summary.unlimited') : t('collect.summary.limitUsage', { used, limit })
        }
        testId="summary-limit"
      >
        {limit == null ? (
          <Text size="xs" c="dimmed">
            {t('collect.summary.unlimitedHint')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Progress
              value={limit > 0 ? Math.min(100, (used / limit) * 100) : 100}
              color={used >= limit ? 'red' : used / limit > 0.8 ? 'yellow' : 'brand'}
              size="sm"
              aria-label={t('collect.summary.limit')}
            />
            <Text size="xs" c="dimmed">
              {t('collect.summary.limitHint')}
            </Text>
          </Stack>
        )}
      </SummaryCard>
    </SimpleGrid>
  );
}
