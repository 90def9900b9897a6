import type { Market } from '@sellerdesk/domain';

/** Korean display names of every market of spec §9 (the registry says which have an adapter). */
export const MARKET_NAMES: Readonly<Record<Market, string>> = {
  SmartStore: '스마트스토어',
  Coupang: '쿠팡',
  Elevenst: '11번가',
  Gmarket: 'G마켓',
  Auction: '옥션',
  WeMakePrice: '위메프',
};
