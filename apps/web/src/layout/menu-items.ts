import type { Role } from '@sellerdesk/domain';
import {
  IconBuildingStore,
  IconClipboardCheck,
  IconCreditCard,
  IconDownload,
  IconFile,
  IconFilter,
  IconListDetails,
  IconPackages,
  IconPhoto,
  IconPlugConnected,
  IconReceipt,
  IconRocket,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconUpload,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { PATHS } from '../app/paths';

export type MenuGroupKey = 'home' | 'product' | 'order' | 'service' | 'settings' | 'etc' | 'admin';

export type MenuItemKey =
  | 'start'
  | 'productCollect'
  | 'productCollectFilter'
  | 'productEdit'
  | 'productUpload'
  | 'productControl'
  | 'productControlImage'
  | 'orderLink'
  | 'orderCheck'
  | 'plan'
  | 'planResult'
  | 'notice'
  | 'setting'
  | 'account'
  | 'single'
  | 'second'
  | 'admin';

export type MenuItem = {
  key: MenuItemKey;
  path: string;
  icon: Icon;
  group: MenuGroupKey;
  /** Screen arrives with later work; the menu marks it "준비 중". */
  comingSoon: boolean;
  /** Only these roles see the entry (the route guard enforces the same). */
  roles?: readonly Role[];
  /**
   * Placeholder screens of the spec's route list (/app/single, /app/second-menu/second): the routes stay,
   * but a seller's menu does not offer them.
   */
  scaffolding?: true;
};

/** Every screen of the app shell, in menu order (spec §2). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'start', path: PATHS.start, icon: IconRocket, group: 'home', comingSoon: false },
  {
    key: 'productCollect',
    path: PATHS.productCollect,
    icon: IconDownload,
    group: 'product',
    comingSoon: false,
  },
  {
    key: 'productCollectFilter',
    path: PATHS.productCollectFilter,
    icon: IconFilter,
    group: 'product',
    comingSoon: false,
  },
  { key: 'productEdit', path: PATHS.productEdit, icon: IconPackages, group: 'product', comingSoon: false },
  { key: 'productUpload', path: PATHS.productUpload, icon: IconUpload, group: 'product', comingSoon: false },
  {
    key: 'productControl',
    path: PATHS.productControl,
    icon: IconBuildingStore,
    group: 'product',
    comingSoon: false,
  },
  {
    key: 'productControlImage',
    path: PATHS.productControlImage,
    icon: IconPhoto,
    group: 'product',
    comingSoon: false,
  },
  { key: 'orderLink', path: PATHS.orderLink, icon: IconPlugConnected, group: 'order', comingSoon: true },
  { key: 'orderCheck', path: PATHS.orderCheck, icon: IconClipboardCheck, group: 'order', comingSoon: true },
  { key: 'plan', path: PATHS.plan, icon: IconCreditCard, group: 'service', comingSoon: true },
  { key: 'planResult', path: PATHS.planResult, icon: IconReceipt, group: 'service', comingSoon: true },
  { key: 'notice', path: PATHS.notice, icon: IconSpeakerphone, group: 'service', comingSoon: true },
  { key: 'setting', path: PATHS.setting, icon: IconSettings, group: 'settings', comingSoon: false },
  { key: 'account', path: PATHS.account, icon: IconUserCircle, group: 'settings', comingSoon: false },
  { key: 'single', path: PATHS.single, icon: IconFile, group: 'etc', comingSoon: true, scaffolding: true },
  {
    key: 'second',
    path: PATHS.second,
    icon: IconListDetails,
    group: 'etc',
    comingSoon: true,
    scaffolding: true,
  },
  {
    key: 'admin',
    path: PATHS.admin,
    icon: IconShieldLock,
    group: 'admin',
    comingSoon: true,
    roles: ['Admin'],
  },
];

export const MENU_GROUPS: readonly MenuGroupKey[] = [
  'home',
  'product',
  'order',
  'service',
  'settings',
  'etc',
  'admin',
];

/** The entries a user with this role sees in the menu: no scaffolding, admin entries for admins only. */
export function menuItemsFor(role: Role | undefined): MenuItem[] {
  return MENU_ITEMS.filter(
    (item) => !item.scaffolding && (!item.roles || (role != null && item.roles.includes(role))),
  );
}

export function findMenuItem(pathname: string): MenuItem | undefined {
  return MENU_ITEMS.find((item) => item.path === pathname.replace(/\/$/, ''));
}

export function getMenuItem(key: MenuItemKey): MenuItem {
  const item = MENU_ITEMS.find((entry) => entry.key === key);
  if (!item) {
    throw new Error(`알 수 없는 메뉴 항목입니다: ${key}`);
  }
  return item;
}
