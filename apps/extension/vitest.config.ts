import { defineConfig } from 'vitest/config';

// Lets `npx vitest run --root apps/extension` run the extension alone: unit tests, then the browser test
// that loads the built extension into Chromium against the emulator and the built server.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'extension', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'extension-e2e',
          include: ['test/**/*.e2e.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
