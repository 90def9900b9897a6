// Market accounts: a seller's connections to the marketplaces (keys encrypted at rest) and the one seam,
// MarketAccess, through which the server builds an account's market adapter.
export { createMarketAccess, createMarketFetchPolicy } from './market-access';
export type { MarketAccess } from './market-access';
export {
  anyMarketAccountAdapter,
  marketAccountAdapter,
  marketAccountAdapterOf,
  marketAccountRows,
} from './market-accounts.service';
export { marketAccountsRoutes } from './market-accounts.routes';
export { listMarketAccounts as listMarketAccountsOf } from './market-accounts.repository';
