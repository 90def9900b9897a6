import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconPalette,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../app/paths';
import { useLogout, useUser } from '../hooks/api/auth';
import { notify } from '../lib/notify';
import classes from './layout.module.css';

/** Header user menu: who is logged in, account, plan, display settings and logout. */
export function UserMenu({ compact, onOpenSettings }: { compact: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const logout = useLogout();
  if (!user) {
    return null;
  }

  // Ending the session makes the route guard leave the shell for the login screen.
  const onLogout = () => {
    notify(t('layout.userMenu.loggedOut'));
    logout.mutate();
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={t('layout.header.userMenu')}
          data-testid="user-menu"
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32}>
              {user.name.slice(0, 1)}
            </Avatar>
            {!compact && (
              <Stack gap={0}>
                <Text size="sm" fw={600} lh={1.2}>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {t(`common.plans.${user.plan}`)} · {t(`common.roles.${user.role}`)}
                </Text>
              </Stack>
            )}
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
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
