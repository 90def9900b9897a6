import { Avatar, Group, Stack, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { UserResponse } from '@sellerdesk/domain/api';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activity } from '../app/http';
import { lazyScreen } from '../app/lazy-screen';
import { useUser } from '../hooks/api/auth';
import classes from './layout.module.css';

// The menu machinery (popover, positioning, sub-menus) is not needed to show the button: it is fetched
// when the pointer or focus reaches the button, and the menu opens on the first press.
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazyScreen(() => loadDropdown().then((m) => m.UserMenuDropdown), {
  tracker: activity,
});
const prefetchDropdown = () => void loadDropdown().catch(() => undefined);

type UserButtonProps = { user: UserResponse; compact: boolean } & UnstyledButtonProps &
  ComponentPropsWithRef<'button'>;

/** Who is logged in: avatar, name, plan and role. The trigger of the user menu. */
export function UserButton({ user, compact, ...props }: UserButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.userButton}
      aria-label={t('layout.header.userMenu')}
      aria-haspopup="menu"
      data-testid="user-menu"
      {...props}
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
  );
}

/** Header user menu: who is logged in, account, plan, display settings and logout. */
export function UserMenu({ compact, onOpenSettings }: { compact: boolean; onOpenSettings: () => void }) {
  const user = useUser();
  const [requested, setRequested] = useState(false);
  if (!user) {
    return null;
  }
  if (!requested) {
    return (
      <UserButton
        user={user}
        compact={compact}
        aria-expanded={false}
        onPointerEnter={prefetchDropdown}
        onFocus={prefetchDropdown}
        onClick={() => setRequested(true)}
      />
    );
  }
  return (
    <Suspense fallback={<UserButton user={user} compact={compact} aria-busy />}>
      <UserMenuDropdown user={user} compact={compact} onOpenSettings={onOpenSettings} />
    </Suspense>
  );
}
