import { DEFAULT_COUPANG_VENDOR } from '@sellerdesk/emulators';
import type { MarketAdapter } from '../src/port';
import { templateFixture } from './fixtures';

/** What the Coupang test files share: the emulator's seeded vendor, its template and two categories. */

/** 여성 미니원피스: clothing, with 색상 and 사이즈 as required purchase options. */
export const DRESS_CATEGORY = '79384';
/** 기타건강액세서리: 기타 재화 notices, 수량 a required purchase option, 색상 and 사이즈 optional ones. */
export const OTHER_CATEGORY = '64086';

export function coupangSettings(overrides: Partial<Record<string, string>> = {}) {
  return {
    vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
    accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
    secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
    wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
    ...overrides,
  };
}

export async function coupangTemplate(adapter: MarketAdapter) {
  const addresses = await adapter.addresses();
  return templateFixture({
    marketName: 'Coupang',
    sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
    recvExchange: addresses.find((address) => address.kind === 'return')!.id,
  });
}
