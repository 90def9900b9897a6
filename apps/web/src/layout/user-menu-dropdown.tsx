import { Badge, Menu, Text } from '@mantine/core';
import type { UserResponse } from '@sellerdesk/domain/api';
import { IconCreditCard, IconLogout, IconPalette, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../app/paths';
import { useLogout } from '../hooks/api/auth';
import { notify } from '../lib/notify';
import { UserButton } from './user-menu';

/**
 * The header's user menu itself: account, plan, display settings and logout. Loaded on the first press
 * of the user button (user-menu.tsx) and opened at once; from then on it is an ordinary menu.
 */
export function UserMenuDropdown({
  user,
  compact,
  onOpenSettings,
}: {
  user: UserResponse;
  compact: boolean;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();

  // Ending the session makes the route guard leave the shell for the login screen.
  const onLogout = () => {
    notify(t('layout.userMenu.loggedOut'));
    logout.mutate();
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <UserButton user={user} compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.userEmail}
          </Text>
          <Badge size="xs" mt={6} variant="light">
            {t(`common.plans.${user.plan}`)}
          </Badge>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={PATHS.account} leftSection={<IconUserCircle size={16} />}>
          {t('layout.userMenu.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={PATHS.plan} leftSection={<IconCreditCard size={16} />}>
          {t('layout.userMenu.plan')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPalette size={16} />} onClick={onOpenSettings}>
          {t('layout.userMenu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout} data-testid="logout">
          {t('layout.userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
