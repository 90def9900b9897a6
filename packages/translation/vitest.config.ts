import { defineConfig } from 'vitest/config';

// Lets `npx vitest run --root packages/<name>` run this package alone; the root config lists it as a project.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 30_000 } });
