import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFetcher, headerValue, joinUrl, retryAfterSeconds, setCookieLines } from '../src/index';

describe('header helpers', () => {
  it('reads a header from a Headers object and from a plain record', () => {
    expect(headerValue(new Headers({ 'Content-Type': 'text/xml' }), 'content-type')).toBe('text/xml');
    expect(headerValue({ 'x-a': ['1', '2'] }, 'X-A')).toBe('1, 2');
    expect(headerValue({}, 'x-a')).toBeNull();
  });

  it('splits joined Set-Cookie lines without breaking Expires dates', () => {
    const lines = setCookieLines({
      get: (name: string) =>
        name === 'set-cookie' ? 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT, b=2; Path=/' : null,
    });
    expect(lines).toEqual(['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2; Path=/']);
    expect(setCookieLines({ 'set-cookie': ['x=1', 'y=2'] })).toEqual(['x=1', 'y=2']);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    expect(retryAfterSeconds({ 'retry-after': '7' }, now)).toBe(7);
    expect(retryAfterSeconds({ 'retry-after': 'Mon, 23 Nov 2026 00:00:30 GMT' }, now)).toBe(30);
    expect(retryAfterSeconds({ 'retry-after': 'soon' }, now)).toBeNull();
    expect(retryAfterSeconds({}, now)).toBeNull();
  });

  it('joins a base and a path with one slash', () => {
    expect(joinUrl('http://a/b/', '/c')).toBe('http://a/b/c');
    expect(joinUrl('http://a/b', 'c')).toBe('http://a/b/c');
  });
});

describe('fetchFetcher', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        // Echo the body back as bytes: EUC-KR "한글" is B1 D1 B1 DB and must survive untouched.
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-method': req.method ?? '' });
        res.end(Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends and reads bytes unchanged, and text as UTF-8', async () => {
    const fetcher = fetchFetcher();
    const eucKr = new Uint8Array([0xb1, 0xd1, 0xb1, 0xdb]);
    const binary = await fetcher(`${base}/echo`, { method: 'POST', body: eucKr });
    expect(Array.from(await binary.bytes())).toEqual([0xb1, 0xd1, 0xb1, 0xdb]);
    expect(headerValue(binary.headers, 'x-method')).toBe('POST');

    const text = await fetcher(`${base}/echo`, { method: 'PUT', body: '셀러데스크' });
    expect(await text.text()).toBe('셀러데스크');
  });
});
