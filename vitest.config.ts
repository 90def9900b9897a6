import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTest = {
  root: 'apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each test file gets its own database and worker; start-up dominates, so keep files few and rich.
  testTimeout: 60_000,
  hookTimeout: 180_000,
  pool: 'forks' as const,
};

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
  {
    test: { name: 'sources', root: 'packages/sources', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
  },
  { test: { name: 'translation', root: 'packages/translation', include: ['test/**/*.test.ts'] } },
  { test: { name: 'outbound', root: 'packages/outbound', include: ['test/**/*.test.ts'] } },
  { test: { name: 'html', root: 'packages/html', include: ['test/**/*.test.ts'] } },
  { test: { name: 'client', root: 'packages/client', include: ['test/**/*.test.ts'] } },
  // Adapter contract tests run against the market emulators, whose documented rate limits they respect.
  {
    test: { name: 'markets', root: 'packages/markets', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
  },
  { test: { name: 'emulators', root: 'packages/emulators', include: ['test/**/*.test.ts'] } },
  { test: { name: 'server', ...serverTest, env: { TEST_DB_DRIVER: 'pglite' } } },
  // jsdom renders of whole screens take a few seconds when the machine is busy (CI runs everything at once).
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      testTimeout: 15_000,
    },
  },
  { test: { name: 'extension', root: 'apps/extension', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'extension-e2e',
      root: 'apps/extension',
      include: ['test/**/*.e2e.test.ts'],
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 180_000,
      hookTimeout: 300_000,
      fileParallelism: false,
      pool: 'forks',
    },
  },
  {
    test: {
      name: 'e2e',
      root: 'e2e',
      include: ['**/*.e2e.test.ts'],
      globalSetup: ['./global-setup.ts'],
      testTimeout: 120_000,
      hookTimeout: 300_000,
      fileParallelism: false,
      pool: 'forks',
    },
  },
];

// The same server tests again on real PostgreSQL when one is given (CI sets TEST_DATABASE_URL).
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: 'server-pg', ...serverTest, env: { TEST_DB_DRIVER: 'postgres' } } });
}

export default defineConfig({ test: { projects } });
