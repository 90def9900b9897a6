import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

/** Issue 8 §3: security headers, no-store on token answers, docs and source maps only when configured. */

/** A built web app in miniature: index.html, a hashed asset and its source map. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sellerdesk-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js'),
    'console.log("app");\n//# sourceMappingURL=index-AbC123.js.map',
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js.map'),
    '{"version":3,"sources":["secret-source.ts"]}',
  );
  return dir;
}

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0] as string, tokens.slice(1)]),
  );
}

describe('headers on every answer (production defaults)', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    web = await buildApp(t.deps, { webDistDir: fakeWebDist() });
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('sends a CSP without inline scripts, framing refused, nosniff and a referrer policy', async () => {
    for (const url of ['/user/login', '/api/health', '/assets/index-AbC123.js']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps the chat widget’s hosts out of the policy when no plugin key is set', async () => {
    const res = await web.inject({ method: 'GET', url: '/user/login' });
    expect(res.headers['content-security-policy']).not.toContain('channel.io');
  });

  it('answers login, refresh and every other API call with Cache-Control: no-store', async () => {
    const user = await t.createUser();
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const session = dataOf<{ accessToken: string; refreshToken: string }>(login);
    const refreshed = await t.call({ method: 'POST', url: '/api/auth/refreshToken', payload: session });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const failed = await t.call({ method: 'POST', url: '/api/auth/refreshToken', payload: session });
    expect(failed.headers['cache-control']).toBe('no-store');
    expect((await t.call({ method: 'GET', url: '/api/nope' })).headers['cache-control']).toBe('no-store');
  });

  it('lets only the stored images be loaded cross-origin (the sandboxed detail preview), nothing else', async () => {
    const picture = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const stored = await t.deps.images.put(picture);
    const image = await t.call({ method: 'GET', url: `/api/images/${stored.key}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/api/health', '/api/auth/user', '/api/images/00/nope.jpg']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    const page = await web.inject({ method: 'GET', url: '/user/login' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('hides the API documentation and the source maps unless configured', async () => {
    expect((await t.call({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    const map = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret-source');
  });
});

describe('configured exposure', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      API_DOCS: 'true',
      SOURCE_MAPS: 'true',
      CHANNEL_TALK_PLUGIN_KEY: 'plugin-key',
    });
    web = await buildApp(t.deps, { webDistDir: fakeWebDist() });
  });
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  it('serves docs and source maps when asked to', async () => {
    expect((await web.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await web.inject({ method: 'GET', url: '/assets/index-AbC123.js.map' })).statusCode).toBe(200);
  });

  it('allows the chat widget’s hosts, and only for what it loads', async () => {
    const csp = directives(
      (await web.inject({ method: 'GET', url: '/user/login' })).headers['content-security-policy'] as string,
    );
    expect(csp.get('script-src')).toEqual(["'self'", 'https://*.channel.io', 'https://*.sentry-cdn.com']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.channel.io', 'wss://*.channel.io']),
    );
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
