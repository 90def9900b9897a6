import type { UserResponse } from '@sellerdesk/domain/api';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Read-only facts about the account: id, role, plan, expiry, sign-up date, e-mail status. */
export function AccountSummary({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const verified = user.role !== 'BasicUser';
  return (
    <Paper withBorder p="lg">
      <Title order={2} fz="lg" mb="md">
        {t('account.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label={t('account.summary.username')}>{user.username}</Field>
        <Field label={t('account.summary.role')}>{t(`common.roles.${user.role}`)}</Field>
        <Field label={t('account.summary.emailStatus')}>
          <Badge color={verified ? 'teal' : 'yellow'} variant="light">
            {verified ? t('account.summary.verified') : t('account.summary.unverified')}
          </Badge>
        </Field>
        <Field label={t('account.summary.plan')}>
          <Group gap={6}>
            <Badge variant="filled">{t(`common.plans.${user.plan}`)}</Badge>
          </Group>
        </Field>
        <Field label={t('account.summary.planExpiresAt')}>
          {user.planExpiresAt ? formatDate(user.planExpiresAt) : t('account.summary.noExpiry')}
        </Field>
        <Field label={t('account.summary.createdAt')}>{formatDate(user.createdAt)}</Field>
      </SimpleGrid>
    </Paper>
  );
}
