/** Every client route of spec §2. Screens link with these instead of string literals. */
export const PATHS = {
  root: '/',
  error: '/error',
  unauthorized: '/unauthorized',
  editor: '/editor',
  app: '/app',
  grit: '/app/grit',
  start: '/app/grit/start',
  secondMenu: '/app/second-menu',
  second: '/app/second-menu/second',
  plan: '/app/plan',
  planResult: '/app/plan/resultPay',
  account: '/app/account',
  single: '/app/single',
  productCollect: '/app/product/collect',
  productCollectFilter: '/app/product/collect/filter',
  productUpload: '/app/product/upload',
  productEdit: '/app/product/edit',
  productControl: '/app/product/control',
  productControlImage: '/app/product/control/image',
  orderLink: '/app/order/link',
  orderCheck: '/app/order/check',
  setting: '/app/setting',
  notice: '/app/notice',
  admin: '/app/admin',
  user: '/user',
  login: '/user/login',
  register: '/user/register',
  checkEmail: '/user/check-email',
  resetPassword: '/user/reset-password',
} as const;

/** A section of the settings screen (its ids in screens/setting/sections.ts): /app/setting?section=price. */
export function settingSectionPath(section: string): string {
  return `${PATHS.setting}?section=${section}`;
}

/**
 * Where a guard sent the user from, so login can return there, and whose session that was (`owner`, the
 * username; null when no session had ended, e.g. an address opened before logging in).
 */
export type FromState = { from?: string; owner?: string | null };
