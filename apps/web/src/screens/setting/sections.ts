import {
  IconBuildingStore,
  IconCategory,
  IconTemplate,
  IconCurrencyWon,
  IconKey,
  IconLayoutNavbar,
  IconPhoto,
  IconRefresh,
  type Icon,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type SettingSection = {
  /** In the address: /app/setting?section=<id>. */
  id: string;
  /** i18n keys under `setting.sections.<id>`: label and description. */
  icon: Icon;
  Component: LazyExoticComponent<ComponentType>;
};

/**
 * The settings screen's sections, in menu order; each loads on first open. A new section is one entry
 * here (its component in its own folder) and its label under `setting.sections` in i18n.
 */
export const SETTING_SECTIONS: readonly SettingSection[] = [
  {
    id: 'price',
    icon: IconCurrencyWon,
    Component: lazy(() => import('./price/price-section').then((m) => ({ default: m.PriceSection }))),
  },
  {
    id: 'image-storage',
    icon: IconPhoto,
    Component: lazy(() => import('./image-storage')),
  },
  {
    id: 'detail-page',
    icon: IconLayoutNavbar,
    Component: lazy(() => import('./detail-page')),
  },
  {
    id: 'keyword-api',
    icon: IconKey,
    Component: lazy(() => import('./keyword-api')),
  },
  {
    id: 'market-accounts',
    icon: IconBuildingStore,
    Component: lazy(() => import('./market-accounts')),
  },
  {
    id: 'market-templates',
    icon: IconTemplate,
    Component: lazy(() => import('./market-templates')),
  },
  {
    id: 'source-sync',
    icon: IconRefresh,
    Component: lazy(() => import('./source-sync')),
  },
  {
    id: 'categories',
    icon: IconCategory,
    Component: lazy(() => import('./categories')),
  },
];
