import type { MenuState } from '../ui-constants';
import { ActionIcon, Breadcrumbs, Burger, Group, Text } from '@mantine/core';
import {
  IconLayoutSidebar,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../app/paths';
import { BrandLogo } from '../components/brand-logo';
import { findMenuItem } from './menu-items';
import { UserMenu } from './user-menu';
import { LazyTooltip } from './lazy-tooltip';

const MENU_STATE_ICONS: Record<MenuState, typeof IconLayoutSidebar> = {
  full: IconLayoutSidebarLeftCollapse,
  compact: IconLayoutSidebarRightCollapse,
  icons: IconLayoutSidebar,
  hidden: IconLayoutSidebarLeftExpand,
};

type Props = {
  /** The side menu is docked (wide screens); otherwise the burger opens it as a drawer. */
  docked: boolean;
  mobile: boolean;
  menuState: MenuState;
  drawerOpened: boolean;
  onCycleMenu: () => void;
  onToggleDrawer: () => void;
  onOpenSettings: () => void;
};

export function AppHeader({
  docked,
  mobile,
  menuState,
  drawerOpened,
  onCycleMenu,
  onToggleDrawer,
  onOpenSettings,
}: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = findMenuItem(pathname);
  const StateIcon = MENU_STATE_ICONS[menuState];
  const cycleLabel = t('layout.header.cycleMenu', { state: t(`layout.menuStates.${menuState}`) });

  return (
    <Group h="100%" px={mobile ? 'sm' : 'md'} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={mobile ? 'xs' : 'md'} wrap="nowrap" style={{ minWidth: 0 }}>
        {docked ? (
          <LazyTooltip label={cycleLabel} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={onCycleMenu}
              aria-label={cycleLabel}
              data-testid="menu-cycle"
              data-menu-state={menuState}
            >
              <StateIcon size={22} stroke={1.7} />
            </ActionIcon>
          </LazyTooltip>
        ) : (
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            size="sm"
            aria-label={drawerOpened ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
            data-testid="menu-burger"
          />
        )}
        <Link to={PATHS.start} style={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandLogo compact={mobile} />
        </Link>
        {!mobile && current && (
          <Breadcrumbs separator="›" ml="md" visibleFrom="md" style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {t(`layout.menu.groups.${current.group}`)}
            </Text>
            <Text size="sm" fw={600} truncate>
              {t(`layout.menu.items.${current.key}`)}
            </Text>
          </Breadcrumbs>
        )}
      </Group>
      <Group gap={mobile ? 4 : 'xs'} wrap="nowrap">
        <LazyTooltip label={t('layout.header.settings')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onOpenSettings}
            aria-label={t('layout.header.settings')}
            data-testid="open-settings"
          >
            <IconSettings size={22} stroke={1.7} />
          </ActionIcon>
        </LazyTooltip>
        <UserMenu compact={mobile} onOpenSettings={onOpenSettings} />
      </Group>
    </Group>
  );
}
