import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logPath, redactThirdPartyText, scrubSecrets, serializeError } from './log-safety';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('serializeError', () => {
  it('keeps the SQL and the database codes of a failed query, drops its parameters and row details', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_key"'),
      {
        code: '23505',
        constraint: 'users_username_key',
        table: 'users',
        detail: 'Key (username)=(someone@example.com) already exists.',
        where: 'SQL statement …',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("username", "password_hash") values ($1, $2)',
      ['someone@example.com', HASH],
      cause,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(serialized.message).toBe(
      'Failed query: insert into "users" ("username", "password_hash") values ($1, $2)',
    );
    expect(serialized.cause).toMatchObject({
      code: '23505',
      constraint: 'users_username_key',
      table: 'users',
    });
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('params');
    expect(String(serialized.stack)).toMatch(/^\s+at /);
  });

  it('serialises non-errors and nested causes without throwing', () => {
    expect(serializeError('plain')).toEqual({ type: 'string', message: 'plain' });
    const deep = new Error('outer', { cause: new Error('inner', { cause: 42 }) });
    expect(serializeError(deep)).toMatchObject({
      message: 'outer',
      cause: { message: 'inner', cause: { message: '42' } },
    });
  });
});

describe('scrubSecrets', () => {
  it('hides hashes, JWTs, bearer values, secret query values, cookies and long opaque tokens', () => {
    const text = [
      `hash ${HASH}`,
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'Authorization: Bearer abc.def',
      'GET https://h5api.m.taobao.com/h5/x?appKey=1&sign=0a1b2c3d&token=zzz',
      'cookie: _m_h5_tk=abc; x=y',
      'refresh 7oyRnyRagJtjtcVt7yJQM3CYr3q-oIOgl3Z0TTLKFCY',
    ].join('\n');
    const scrubbed = scrubSecrets(text);
    for (const secret of ['argon2id$v', 'eyJhbGci', 'abc.def', '0a1b2c3d', 'zzz', '_m_h5_tk', '7oyRnyRag']) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubSecrets('new row for relation "users" violates check constraint "name_check"')).toBe(
      'new row for relation "users" violates check constraint "name_check"',
    );
  });
});

describe('logPath', () => {
  it('keeps the path and drops every query string and fragment', () => {
    expect(logPath('/api/account/CheckCertificationMail?token=abc')).toBe(
      '/api/account/CheckCertificationMail',
    );
    expect(logPath('/api/Log/GetDetailLog?type=collect&workNumber=3')).toBe('/api/Log/GetDetailLog');
    expect(logPath('/app/product#edit?x=1')).toBe('/app/product');
    expect(logPath('/api/health')).toBe('/api/health');
  });
});

describe('redactThirdPartyText', () => {
  it("hides the call's credentials in any form and the long values a vendor quotes back", () => {
    const licence = '0100000000a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const text = `Invalid API-KEY API-KEY '${licence}' is invalid. sent=${encodeURIComponent('se/cr+et==')} Signature 'k2Jx+9/abcdEFGH1234567==' is invalid.`;
    const redacted = redactThirdPartyText(text, [licence, 'se/cr+et==']);
    expect(redacted).not.toContain(licence);
    expect(redacted).not.toContain('se%2Fcr%2Bet');
    expect(redacted).not.toContain('k2Jx+9');
    expect(redacted).toContain('Invalid API-KEY');
    expect(redacted).toContain("Signature '[숨김]' is invalid.");
    // Short quoted words stay: they say what went wrong.
    expect(redactThirdPartyText("Timestamp '1700000000000' is invalid.")).toContain('1700000000000');
  });
});
