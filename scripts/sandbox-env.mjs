// The server's environment under `npm run sandbox`: every outside service is the emulator, with the
// emulator's fixed test credentials (packages/emulators, DEFAULT_CREDENTIALS). The seller's own
// environment wins, except NODE_ENV (the sandbox runs the built app).
import path from 'node:path';

export function sandboxServerEnv({ repoRoot, emulatorUrl, env = process.env }) {
  return {
    DATA_DIR: path.join(repoRoot, 'data-sandbox'),
    SOURCE_EMULATOR_URL: emulatorUrl,
    // Every market under its prefix of the emulator (/naver, /coupang, /11st, /esm, /wmp).
    MARKET_EMULATOR_URL: emulatorUrl,
    TRANSLATION_PROVIDER: 'papago',
    PAPAGO_API_KEY_ID: 'emu-papago-client-id',
    PAPAGO_API_KEY: 'emu-papago-client-secret',
    // The exchange-rate API answers under the emulator's /exim (found from SOURCE_EMULATOR_URL).
    EXCHANGE_RATE_API_KEY: 'emuEximAuthKey00000000000000000',
    ...env,
    NODE_ENV: 'production',
  };
}
