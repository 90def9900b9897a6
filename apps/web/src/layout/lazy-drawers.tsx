import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { activity } from '../app/http';
import { lazyScreen } from '../app/lazy-screen';
import type { MenuDrawer as MenuDrawerComponent } from './menu-drawer';
import type { SettingsDrawer as SettingsDrawerComponent } from './settings-drawer';

/*
 * Drawers show nothing until opened, and their controls (Select, SegmentedControl, swatches; the modal
 * machinery of the narrow-screen menu) appear on no first screen. Their code is fetched the first time
 * they open, with the progress bar running meanwhile, and they stay mounted after (close animation).
 */
const SettingsDrawer = lazyScreen(() => import('./settings-drawer').then((m) => m.SettingsDrawer), {
  tracker: activity,
});
const MenuDrawer = lazyScreen(() => import('./menu-drawer').then((m) => m.MenuDrawer), { tracker: activity });

function MountOnFirstOpen({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) {
    setWanted(true);
  }
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The settings drawer of both layouts. */
export function LazySettingsDrawer(props: ComponentProps<typeof SettingsDrawerComponent>) {
  return (
    <MountOnFirstOpen opened={props.opened}>
      <SettingsDrawer {...props} />
    </MountOnFirstOpen>
  );
}

/** The side menu as a drawer (narrow screens). */
export function LazyMenuDrawer(props: ComponentProps<typeof MenuDrawerComponent>) {
  return (
    <MountOnFirstOpen opened={props.opened}>
      <MenuDrawer {...props} />
    </MountOnFirstOpen>
  );
}
