import { startEmulator, type Emulator } from '@sellerdesk/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The environment `npm run sandbox` gives the server (scripts/sandbox.mjs).
import { sandboxServerEnv } from '../../../scripts/sandbox-env.mjs';
import { loadConfig } from '../src/config';
import { createExchangeRateProvider } from '../src/modules/pricing/exchange-rate-source';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => emulator?.close());

describe('npm run sandbox', () => {
  it('configures the exchange-rate API key, so the rates come from the emulator', async () => {
    const env = sandboxServerEnv({ repoRoot: '/tmp/sellerdesk-sandbox', emulatorUrl: emulator.url, env: {} });
    const config = loadConfig(env);
    const provider = createExchangeRateProvider(config);
    expect(provider).not.toBeNull();

    const before = emulator.stats().byService.exim ?? 0;
    const rates = await provider!.ratesOn('20260105');
    expect(emulator.stats().byService.exim ?? 0).toBe(before + 1);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.find((rate) => rate.currency === 'CNY')?.rate).toBeGreaterThan(100);
  });

  it('lets the seller own environment win, except NODE_ENV', () => {
    const env = sandboxServerEnv({
      repoRoot: '/tmp/sellerdesk-sandbox',
      emulatorUrl: 'http://127.0.0.1:4010',
      env: { EXCHANGE_RATE_API_KEY: 'mine', NODE_ENV: 'development' },
    });
    expect(env).toMatchObject({ EXCHANGE_RATE_API_KEY: 'mine', NODE_ENV: 'production' });
  });
});
