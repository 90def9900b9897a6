import { Alert, Button, Group, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../app/paths';
import { useUser } from '../hooks/api/auth';

/** After logging in with a mailed temporary password, every screen nudges to the account screen. */
export function MustChangePasswordBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUser();
  if (!user?.mustChangePassword) {
    return null;
  }
  const onAccount = pathname === PATHS.account;

  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={20} />}
      title={t('account.mustChange.title')}
      mb="lg"
      data-testid="must-change-password"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('account.mustChange.body')}</Text>
        {!onAccount && (
          <Button component={Link} to={`${PATHS.account}#password`} size="xs" color="yellow">
            {t('account.mustChange.action')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
