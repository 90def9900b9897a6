import type { MarketCourier } from './port';

/**
 * The five big couriers by the codes Naver and Coupang both use (markets.md cheat-sheet; Coupang's
 * "택배사 코드" article). Neither has a courier list API for products, so the adapters offer these.
 */
export const SHARED_COURIER_CODES: readonly MarketCourier[] = [
  { id: 'CJGLS', name: 'CJ대한통운' },
  { id: 'HANJIN', name: '한진택배' },
  { id: 'HYUNDAI', name: '롯데택배' },
  { id: 'KGB', name: '로젠택배' },
  { id: 'EPOST', name: '우체국택배' },
];
