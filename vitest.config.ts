import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Vitest's default of one worker less than the cores leaves a 2-core machine running one file at a time,
// though most of a server or browser test file's time is spent waiting on PostgreSQL, the built server or
// Chromium. Two files at a time at least.
const MAX_WORKERS = Math.max(2, os.availableParallelism());

// Browser test files that change what the shared emulator answers everyone (its latency) run one at a
// time on a server and emulator of their own; every other browser test file makes its own seller and
// products, so they share one server and run side by side.
const BROWSER_TESTS_WITH_GLOBAL_STATE = ['collect.e2e.test.ts'];

const browserTest = {
  root: 'e2e',
  globalSetup: ['./global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 300_000,
  pool: 'forks' as const,
};

const serverTest = {
  root: 'apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each test file gets its own database (random name) and worker, so files run side by side; start-up
  // dominates, so keep files few and rich.
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
      ...browserTest,
      include: ['**/*.e2e.test.ts'],
      exclude: ['**/node_modules/**', ...BROWSER_TESTS_WITH_GLOBAL_STATE],
    },
  },
  {
    test: {
      name: 'e2e-isolated',
      ...browserTest,
      include: BROWSER_TESTS_WITH_GLOBAL_STATE,
      fileParallelism: false,
    },
  },
];

// The same server tests again on real PostgreSQL when one is given (CI sets TEST_DATABASE_URL).
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: 'server-pg', ...serverTest, env: { TEST_DB_DRIVER: 'postgres' } } });
}

export default defineConfig({ test: { maxWorkers: MAX_WORKERS, projects } });
