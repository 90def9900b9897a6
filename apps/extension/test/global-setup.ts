import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, E2E_JWT_SECRET, REPO_ROOT, startServerWithEmulator } from '../../../e2e/support/server';
import { EXTENSION_ROOT } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorUrl: string;
    serverUrl: string;
    extensionDir: string;
    adminUsername: string;
    adminPassword: string;
    jwtSecret: string;
  }
}

/**
 * Builds the server (when stale) and the extension (with 127.0.0.1 counted as the sites), starts the
 * emulator and the server pointed at it (sources and Papago), and stops both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-if-stale.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const extensionDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sellerdesk-extension-dist-'));
  execFileSync(process.execPath, ['--import', 'tsx', path.join(EXTENSION_ROOT, 'scripts/build.ts')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, EXTENSION_OUT_DIR: extensionDir, EXTENSION_DEV_HOSTS: 'http://127.0.0.1/*' },
  });

  const { emulator, server, stop } = await startServerWithEmulator();
  project.provide('emulatorUrl', emulator.url);
  project.provide('serverUrl', server.baseUrl);
  project.provide('extensionDir', extensionDir);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('jwtSecret', E2E_JWT_SECRET);
  return async () => {
    await stop();
    await fs.rm(extensionDir, { recursive: true, force: true });
  };
}
