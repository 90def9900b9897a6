import { Badge, Box, Divider, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUser } from '../hooks/api/auth';
import classes from './layout.module.css';
import { LazyTooltip } from './lazy-tooltip';
import { MENU_GROUPS, menuItemsFor, type MenuItem } from './menu-items';

/** How the menu draws its entries: labels with group headings, labels only, or icons with tooltips. */
export type SideMenuVariant = 'full' | 'compact' | 'icons';

type Props = { variant: SideMenuVariant; onNavigate?: () => void };

/** Every screen of the app, grouped; the current screen is highlighted. */
export function SideMenu({ variant, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuItemsFor(useUser()?.role);
  const groups = MENU_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((entry) => entry.items.length > 0);

  const renderItem = (item: MenuItem) => {
    const label = t(`layout.menu.items.${item.key}`);
    const active = pathname === item.path;
    const ItemIcon = item.icon;
    if (variant === 'icons') {
      return (
        <LazyTooltip key={item.key} label={label} position="right" withArrow>
          <UnstyledButton
            component={Link}
            to={item.path}
            onClick={onNavigate}
            className={classes.iconLink}
            data-active={active || undefined}
            aria-label={label}
            aria-current={active ? 'page' : undefined}
          >
            <ItemIcon size={22} stroke={1.7} />
          </UnstyledButton>
        </LazyTooltip>
      );
    }
    return (
      <NavLink
        key={item.key}
        component={Link}
        to={item.path}
        onClick={onNavigate}
        className={classes.navLink}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={label}
        leftSection={<ItemIcon size={variant === 'full' ? 20 : 18} stroke={1.7} />}
        rightSection={
          variant === 'full' && item.comingSoon ? (
            <Badge size="xs" variant="light" color="gray">
              {t('common.status.comingSoon')}
            </Badge>
          ) : undefined
        }
        py={variant === 'full' ? 8 : 6}
        fz={variant === 'full' ? 'sm' : 'xs'}
      />
    );
  };

  return (
    // A plain scroll box with a thin scrollbar (CSS): Mantine's ScrollArea would bring the floating-ui
    // code into every app screen's first load.
    <Box h="100%" className={classes.menuScroll}>
      <Stack
        component="nav"
        aria-label={t('layout.header.openMenu')}
        gap={variant === 'icons' ? 4 : 0}
        p={variant === 'icons' ? 'xs' : 'sm'}
        data-testid="side-menu"
        data-variant={variant}
      >
        {groups.map(({ group, items: groupItems }, index) => (
          <Fragment key={group}>
            {variant === 'full' ? (
              <div className={classes.groupLabel}>{t(`layout.menu.groups.${group}`)}</div>
            ) : (
              index > 0 && <Divider my={variant === 'icons' ? 4 : 6} />
            )}
            {groupItems.map(renderItem)}
          </Fragment>
        ))}
      </Stack>
    </Box>
  );
}
