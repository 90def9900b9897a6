import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('request validation answers 400 { code, message, reason } naming the field', () => {
  it('rejects malformed JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: '요청 본문이 올바른 JSON 형식이 아닙니다.',
      reason: 'INVALID_JSON',
    });
  });

  it('rejects a missing body', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('VALIDATION_FAILED');
    expect(res.json().message).toBe('요청 본문이 필요합니다.');
  });

  it('names each missing or wrongly typed field in Korean', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.message).toContain("'username'");
    expect(body.message).toContain('문자열 형식이어야 합니다.');
    expect(body.message).toContain("'password': 필수 항목입니다.");
  });

  it('reports nested fields with their path', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/account/UserCreate',
      payload: {
        username: 'new@example.com',
        password: 'Quartz-Meadow-Fig42',
        name: '김셀러',
        phone: '010-1234-5678',
        consents: { service: 'yes' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'consents.service'");
  });

  it('rejects a bad query string', async () => {
    const res = await t.call({ method: 'GET', url: '/api/account/CheckCertificationMail?token=short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'token': 16자 이상 입력해주세요.");
  });

  it('rejects an unsupported content type', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().reason).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('routing', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      message: '존재하지 않는 API 입니다.',
      reason: 'ROUTE_NOT_FOUND',
    });
  });

  it('serves the OpenAPI document with every route and the bearer scheme', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/refreshToken',
        '/api/auth/user',
        '/api/auth/registerTerms',
        '/api/account/UserCreate',
        '/api/account/CheckCertificationMail',
        '/api/account/ChangePassWord',
        '/api/account/SendTempPassWordMail',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
  });

  it('reports database and queue health', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const health = dataOf<{ status: string; database: { ok: boolean }; queue: { workerAlive: boolean } }>(
      res,
    );
    expect(health.database.ok).toBe(true);
    expect(health.queue.workerAlive).toBe(true);
    expect(health.status).toBe('ok');
  });

  it('gives the web app its runtime settings', async () => {
    const res = await t.call({ method: 'GET', url: '/api/config/public' });
    expect(dataOf(res)).toEqual({ landingUrl: '', channelTalkPluginKey: '', defaultDirection: 'ltr' });
  });
});

describe('failures never leak internals', () => {
  it('answers a server fault with the Korean catalogue message and no stack trace', async () => {
    // A database that has gone away is the most ordinary server fault.
    const broken = await createTestApp();
    // Jobs the worker started with (the planner statistics check) finish first, then the queue and the
    // worker's timers stop, as on shutdown: a job cut off by the closed database would report its failure
    // through the stopped queue.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const active = await broken.deps.database.executeSql(
        "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')",
      );
      if (Number((active.rows[0] as { n?: number } | undefined)?.n ?? 0) === 0) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await broken.deps.queue.stop();
    await broken.stopWorker();
    await broken.deps.database.close();
    const res = await broken.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      message: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      reason: 'INTERNAL',
    });
    expect(res.body).not.toMatch(/at .*\.ts|stack|Error:/);
    await broken.app.close();
  });
});
