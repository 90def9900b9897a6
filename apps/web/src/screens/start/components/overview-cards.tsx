import { MARKETS, SOURCE_SITES } from '@sellerdesk/domain';
import type { UserResponse } from '@sellerdesk/domain/api';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconCreditCard, IconMailCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { formatDate } from '../../../lib/format';

function OverviewCard({
  icon: CardIcon,
  title,
  children,
  action,
  testId,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light">
            <CardIcon size={20} stroke={1.7} />
          </ThemeIcon>
          <Text fw={600} size="sm" c="dimmed">
            {title}
          </Text>
        </Group>
        <Stack gap={6} style={{ flex: 1 }}>
          {children}
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}

/** Plan, e-mail status and what the product connects to. */
export function OverviewCards({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <OverviewCard
        icon={IconCreditCard}
        title={t('start.planCard.title')}
        testId="plan-card"
        action={
          <Button
            component={Link}
            to={PATHS.plan}
            variant="default"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('start.planCard.action')}
          </Button>
        }
      >
        <Group gap="xs">
          <Text fz={24} fw={800}>
            {t(`common.plans.${user.plan}`)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {user.planExpiresAt
            ? t('start.planCard.expiresAt', { date: formatDate(user.planExpiresAt) })
            : t('start.planCard.noExpiry')}
        </Text>
      </OverviewCard>

      <OverviewCard
        icon={IconMailCheck}
        title={t('start.emailCard.title')}
        testId="email-card"
        action={
          <Button
            component={Link}
            to={PATHS.account}
            variant="default"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('start.emailCard.action')}
          </Button>
        }
      >
        <Text fw={600} truncate>
          {user.userEmail}
        </Text>
        <Badge color="teal" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('start.emailCard.verified')}
        </Badge>
      </OverviewCard>

      <OverviewCard icon={IconBuildingStore} title={t('start.marketsCard.title')} testId="markets-card">
        <Text size="sm" c="dimmed">
          {t('start.marketsCard.body')}
        </Text>
        <Group gap={6}>
          {MARKETS.map((market) => (
            <Badge key={market} variant="light" color="gray">
              {t(`common.markets.${market}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('start.sourcesCard.title')}
        </Text>
        <Group gap={6}>
          {SOURCE_SITES.map((site) => (
            <Badge key={site} variant="dot" color="brand">
              {t(`common.sources.${site}`)}
            </Badge>
          ))}
        </Group>
      </OverviewCard>
    </SimpleGrid>
  );
}
