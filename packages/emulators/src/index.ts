export { startEmulator } from './emulator';
export type { Emulator, EmulatorBaseUrls, EmulatorOptions } from './emulator';
export { DEFAULT_CREDENTIALS, OUTCOMES, TARGETS } from './server/state';
export type { EmulatorCredentials, EmulatorStats, Outcome, Target } from './server/state';
export { pseudoTranslate, pseudoTranslateHtml } from './translate/pseudo';
