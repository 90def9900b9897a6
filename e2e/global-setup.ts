import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { EmulatorBaseUrls } from '@sellerdesk/emulators';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, E2E_JWT_SECRET, REPO_ROOT, startServerWithEmulator } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminUsername: string;
    adminPassword: string;
    jwtSecret: string;
    emulatorUrl: string;
    emulatorBaseUrls: EmulatorBaseUrls;
    /** A logged-in Taobao session the emulator's gateway accepts. */
    taobaoSessionCookie: string;
  }
}

/**
 * Builds web + server when stale, starts the source emulator (Costco, Taobao, 1688, Papago) and one server
 * pointed at it for all browser tests, and stops both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-if-stale.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const { emulator, server, stop } = await startServerWithEmulator();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);
  project.provide('jwtSecret', E2E_JWT_SECRET);
  project.provide('emulatorUrl', emulator.url);
  project.provide('emulatorBaseUrls', emulator.baseUrls);
  project.provide('taobaoSessionCookie', emulator.credentials.taobao.sessionCookie);
  return stop;
}
