import { inject } from 'vitest';

/** What global-setup.ts provides: the running server and its fixed test credentials. */
export function e2eContext() {
  return {
    baseUrl: inject('baseUrl'),
    dataDir: inject('dataDir'),
    admin: { username: inject('adminUsername'), password: inject('adminPassword') },
    jwtSecret: inject('jwtSecret'),
  };
}

/** The source emulator the server collects from: its address, each service's base URL, a Taobao session. */
export function emulatorContext() {
  return {
    url: inject('emulatorUrl'),
    baseUrls: inject('emulatorBaseUrls'),
    taobaoSessionCookie: inject('taobaoSessionCookie'),
  };
}
