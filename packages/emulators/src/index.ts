export { startEmulator } from './emulator';
export type { Emulator, EmulatorBaseUrls, EmulatorOptions } from './emulator';
export { DEFAULT_CREDENTIALS, OUTCOMES, TARGETS } from './server/state';
export type { EmulatorCredentials, EmulatorStats, Outcome, Target } from './server/state';
export { pseudoTranslate, pseudoTranslateHtml } from './translate/pseudo';
export {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_ELEVENST_ACCOUNT,
  DEFAULT_ESM_MASTER,
  DEFAULT_NAVER_APP,
  DEFAULT_SEARCHAD_CUSTOMER,
  DEFAULT_WMP_ACCOUNT,
  MarketEmulators,
  startMarketEmulator,
} from './markets';
export type {
  CoupangVendorSeed,
  ForcedAnswer,
  GatewayStats,
  MarketEmulatorOptions,
  NaverAppSeed,
  SearchAdCustomer,
  StartedMarketEmulator,
} from './markets';
