import { MENU_HIDE_WIDTH_PX, MOBILE_BREAKPOINT_PX, type MenuState } from '../ui-constants';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { usePublicConfig } from '../hooks/api/config';
import { useUiPreferences } from '../theme/use-ui-preferences';
import { AppHeader } from './app-header';
import { GoTopButton } from './go-top-button';
import classes from './layout.module.css';
import { MustChangePasswordBanner } from './must-change-password-banner';
import { LazyMenuDrawer, LazySettingsDrawer } from './lazy-drawers';
import { SideMenu } from './side-menu';

/** Docked side-menu width per collapse state (hidden collapses the navbar). */
export const NAVBAR_WIDTHS: Record<MenuState, number> = { full: 264, compact: 212, icons: 72, hidden: 0 };

const HEADER_HEIGHT = 60;

/**
 * The app shell. At 1440px and wider the side menu is docked and cycles through its 4 states; narrower,
 * it hides behind a burger as a drawer. Under 768px (mobile) the header and paddings tighten.
 */
export function AppLayout() {
  const { preferences, cycleMenuState } = useUiPreferences();
  const { channelTalkPluginKey } = usePublicConfig();
  const docked = useMediaQuery(`(min-width: ${MENU_HIDE_WIDTH_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [settingsOpened, settings] = useDisclosure(false);
  const { pathname } = useLocation();
  const menuState = preferences.menuState;

  const closeDrawer = drawer.close;
  // A new screen, or widening past 1440px, puts the drawer away.
  useEffect(() => closeDrawer(), [pathname, docked, closeDrawer]);

  const navbarVariant = menuState === 'hidden' ? 'full' : menuState;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        docked
          ? {
              width: NAVBAR_WIDTHS[menuState] || NAVBAR_WIDTHS.full,
              breakpoint: 1,
              collapsed: { desktop: menuState === 'hidden', mobile: menuState === 'hidden' },
            }
          : undefined
      }
      padding={mobile ? 'sm' : 'xl'}
      data-menu-state={menuState}
      data-docked={docked || undefined}
      data-testid="app-shell"
    >
      <AppShell.Header className={classes.header}>
        <AppHeader
          docked={docked}
          mobile={mobile}
          menuState={menuState}
          drawerOpened={drawerOpened}
          onCycleMenu={cycleMenuState}
          onToggleDrawer={drawer.toggle}
          onOpenSettings={settings.open}
        />
      </AppShell.Header>

      {docked && (
        <AppShell.Navbar className={classes.navbar} aria-hidden={menuState === 'hidden' || undefined}>
          <SideMenu variant={navbarVariant} />
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <MustChangePasswordBanner />
          <Suspense fallback={<FullPageLoader inline />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>

      <LazyMenuDrawer opened={drawerOpened && !docked} onClose={drawer.close} fullScreen={mobile} />
      <LazySettingsDrawer opened={settingsOpened} onClose={settings.close} fullScreen={mobile} />
      <GoTopButton raised={Boolean(channelTalkPluginKey)} />
    </AppShell>
  );
}
