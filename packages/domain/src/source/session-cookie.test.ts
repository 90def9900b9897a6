import { describe, expect, it } from 'vitest';
import { SourceSessionBody } from '../api/collect';
import { cookieNames, hasTaobaoLoginMarkers } from './session-cookie';

describe('session cookie rules', () => {
  it('reads the names of a Cookie header, with or without the header name', () => {
    expect(cookieNames('cookie2=abc; unb=22; _nk_=kim%20a; t=')).toEqual(['cookie2', 'unb', '_nk_', 't']);
    expect(cookieNames('Cookie: a=1;b=2;')).toEqual(['a', 'b']);
  });

  it('refuses text that is not cookie pairs', () => {
    for (const junk of ['hello world', 'hello', '=value', 'a b=1', 'https://item.taobao.com/item.htm?id=1']) {
      expect(cookieNames(junk), junk).toBeNull();
    }
    expect(
      SourceSessionBody.safeParse({ site: 'taobao', cookie: 'hello world' }).error?.issues[0]?.message,
    ).toContain('쿠키 형식이 아닙니다');
    expect(SourceSessionBody.safeParse({ site: 'taobao', cookie: '' }).success).toBe(true);
    expect(SourceSessionBody.safeParse({ site: 'taobao', cookie: 'cookie2=visitor' }).success).toBe(true);
  });

  it('tells a logged-in cookie from a visitor one', () => {
    expect(hasTaobaoLoginMarkers('cookie2=abc; unb=2208812345')).toBe(true);
    expect(hasTaobaoLoginMarkers('cookie2=abc; _nk_=kim')).toBe(true);
    expect(hasTaobaoLoginMarkers('cookie2=abc; t=1')).toBe(false);
    expect(hasTaobaoLoginMarkers('unb')).toBe(false);
  });
});
