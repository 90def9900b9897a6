import type { FetchInit, Fetcher } from '@sellerdesk/outbound';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketError } from '../src/errors';
import { buildMultipart } from '../src/http/multipart';
import { AccountRateLimiter, CLIENT_RATE_SHARE, WINDOW_MARGIN_MS } from '../src/http/rate-limiter';
import { compactUtcTimestamp } from '../src/http/signing';
import { MarketTransport, type MarketReply } from '../src/http/transport';

describe('AccountRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function grantedWithin(limiter: AccountRateLimiter, operation: string, calls: number, ms: number) {
    let granted = 0;
    for (let i = 0; i < calls; i += 1) {
      void limiter.take(operation).then(() => {
        granted += 1;
      });
    }
    await vi.advanceTimersByTimeAsync(ms);
    return granted;
  }

  it('lets calls through at just under the documented rate, without an opening burst', async () => {
    const limiter = new AccountRateLimiter({ requestsPerSecond: 10, burst: 10, scope: 'account' });
    const granted = await grantedWithin(limiter, 'any', 100, 5_000);
    // One at once, then 9.5 a second.
    expect(granted).toBe(1 + Math.floor(5 * 10 * CLIENT_RATE_SHARE));
  });

  it('never lets more than the documented calls leave within one second, even when timers fire late', async () => {
    // A busy process: every fourth call, the next timer fires 45 ms late, and the bucket catches up.
    let lag = 0;
    const clock = () => Date.now() + lag;
    const limiter = new AccountRateLimiter({ requestsPerSecond: 10, burst: 10, scope: 'account' }, clock);
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      void limiter.take('x').then(() => {
        times.push(clock());
        if (times.length % 4 === 0) {
          lag += 45;
        }
      });
    }
    await vi.advanceTimersByTimeAsync(8_000);
    expect(times).toHaveLength(60);
    const busiestSecond = Math.max(
      ...times.map((start) => times.filter((t) => t >= start && t < start + 1_000).length),
    );
    expect(busiestSecond).toBe(10);
    // Not even within a second and the margin: calls that reach the gateway a little closer together
    // than they left still count no more than 10 in any of its seconds.
    const window = 1_000 + WINDOW_MARGIN_MS;
    expect(
      Math.max(...times.map((start) => times.filter((t) => t >= start && t < start + window).length)),
    ).toBe(10);
    // Late timers cost nothing: 60 calls still take no longer than at the steady rate.
    expect(times.at(-1)! - times[0]!).toBeLessThan((59 / (10 * CLIENT_RATE_SHARE)) * 1_000 + 100);
  });

  it('keeps one bucket per operation when the market limits per API', async () => {
    const limiter = new AccountRateLimiter({ requestsPerSecond: 20, burst: 40, scope: 'operation' });
    const [a, b] = await Promise.all([
      grantedWithin(limiter, 'POST /v2/products', 50, 1_000),
      grantedWithin(limiter, 'GET x', 50, 0),
    ]);
    expect(a).toBeGreaterThanOrEqual(19);
    expect(b).toBeGreaterThanOrEqual(19);
    expect(Object.keys(limiter.stats())).toEqual(['POST /v2/products', 'GET x']);
  });

  it('blocks for Retry-After after a 429, and backs off exponentially when there is none', async () => {
    const limiter = new AccountRateLimiter({ requestsPerSecond: 10, burst: 10, scope: 'account' });
    await limiter.take('x');
    expect(limiter.penalize('x', 3)).toBe(3_000);
    expect(await grantedWithin(limiter, 'x', 1, 2_900)).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(limiter.stats()['*']).toMatchObject({ granted: 2, penalties: 1, waiting: 0 });
    expect(limiter.penalize('x', null)).toBe(2_000);
    expect(limiter.penalize('x', null)).toBe(4_000);
    limiter.succeed('x');
    expect(limiter.penalize('x', null)).toBe(1_000);
  });
});

describe('request helpers', () => {
  it('builds multipart bodies a standard parser reads back', async () => {
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { body, contentType } = buildMultipart([
      { name: 'imageFiles', filename: 'a.png', contentType: 'image/png', data: image },
      { name: 'note', value: '한글' },
    ]);
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    const file = form.get('imageFiles') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(image);
    expect(file.type).toBe('image/png');
    expect(form.get('note')).toBe('한글');
    const quoted = buildMultipart([
      { name: 'f', filename: 'a"b\r\n.png', contentType: 'image/png', data: image },
    ]);
    expect(new TextDecoder().decode(quoted.body)).toContain('filename="a%22b%0D%0A.png"');
  });

  it('formats the compact UTC timestamp of signed requests', () => {
    expect(compactUtcTimestamp(Date.UTC(2025, 0, 17, 5, 15, 30))).toBe('250117T051530Z');
  });
});

describe('MarketTransport', () => {
  type Scripted = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

  function scripted(answers: Scripted[]): { fetcher: Fetcher; calls: FetchInit[] } {
    const calls: FetchInit[] = [];
    const fetcher: Fetcher = (_url, init = {}) => {
      calls.push(init);
      const next = answers.shift() ?? { status: 200, body: {} };
      if (next instanceof Error) {
        return Promise.reject(next);
      }
      const text = JSON.stringify(next.body ?? {});
      return Promise.resolve({
        status: next.status,
        headers: next.headers ?? {},
        text: () => text,
        bytes: () => new TextEncoder().encode(text),
      });
    };
    return { fetcher, calls };
  }

  function transport(fetcher: Fetcher, signatures: string[] = []) {
    let refreshed = 0;
    const sleeps: number[] = [];
    const limiter = new AccountRateLimiter({ requestsPerSecond: 1_000, burst: 1_000, scope: 'account' });
    const penalties = vi.spyOn(limiter, 'penalize').mockImplementation(() => 0);
    const instance = new MarketTransport(
      {
        market: 'Coupang',
        fetcher,
        baseUrl: 'https://api.example.com',
        limiter,
        sleep: (ms) => (sleeps.push(ms), Promise.resolve()),
      },
      {
        authorize: () => {
          signatures.push(`sig-${signatures.length}`);
          return { authorization: signatures.at(-1)! };
        },
        toError: (reply: MarketReply) =>
          new MarketError({
            market: 'Coupang',
            code:
              reply.status === 429
                ? 'RATE_LIMITED'
                : reply.status === 401
                  ? 'TOKEN_EXPIRED'
                  : reply.status >= 500
                    ? 'UNAVAILABLE'
                    : 'INVALID_REQUEST',
            status: reply.status,
            retryAfterSeconds:
              reply.status === 429
                ? Number((reply.headers as Record<string, string>)['retry-after'] ?? 0) || undefined
                : undefined,
          }),
        refreshAuth: () => {
          refreshed += 1;
          return Promise.resolve();
        },
      },
    );
    return { instance, sleeps, penalties, refreshes: () => refreshed };
  }

  it('signs every attempt anew and retries 429s, telling the limiter the Retry-After', async () => {
    const { fetcher, calls } = scripted([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 200, body: { ok: true } },
    ]);
    const signatures: string[] = [];
    const { instance, penalties } = transport(fetcher, signatures);
    const reply = await instance.send({ operation: 'POST x', method: 'POST', path: '/x', idempotent: false });
    expect(reply.json).toEqual({ ok: true });
    expect(calls.map((call) => call.headers?.authorization)).toEqual(['sig-0', 'sig-1']);
    expect(penalties).toHaveBeenCalledWith('POST x', 2);
  });

  it('retries transient failures of idempotent calls with backoff, but never a create', async () => {
    const read = transport(scripted([{ status: 503 }, new Error('reset'), { status: 200 }]).fetcher);
    await expect(
      read.instance.send({ operation: 'GET x', method: 'GET', path: '/x', idempotent: true }),
    ).resolves.toMatchObject({ status: 200 });
    expect(read.sleeps).toEqual([500, 1_000]);
    const create = transport(scripted([{ status: 503 }, { status: 200 }]).fetcher);
    await expect(
      create.instance.send({ operation: 'POST x', method: 'POST', path: '/x', idempotent: false }),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('re-issues an expired token once, then gives up', async () => {
    const { instance, refreshes } = transport(
      scripted([{ status: 401 }, { status: 401 }, { status: 401 }, { status: 401 }]).fetcher,
    );
    await expect(
      instance.send({ operation: 'GET x', method: 'GET', path: '/x', idempotent: false }),
    ).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });
    expect(refreshes()).toBe(1);
  });

  it('does not sit out a long block inside a call', async () => {
    const { fetcher, calls } = scripted([{ status: 429, headers: { 'retry-after': '600' } }]);
    const { instance } = transport(fetcher);
    await expect(
      instance.send({ operation: 'GET x', method: 'GET', path: '/x', idempotent: true }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 600,
    });
    expect(calls).toHaveLength(1);
  });

  it('refuses nothing silently: a refusal is thrown as the market error', async () => {
    const { instance } = transport(scripted([{ status: 400, body: { code: 'ERROR' } }]).fetcher);
    await expect(
      instance.send({ operation: 'PUT x', method: 'PUT', path: '/x', idempotent: true }),
    ).rejects.toBeInstanceOf(MarketError);
  });
});
