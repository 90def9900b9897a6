import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, scrubSecrets, serializeError } from './log-safety';

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

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/account/CheckCertificationMail?token=abc')).toBe(
      '/api/account/CheckCertificationMail?token=[숨김]',
    );
    expect(redactUrl('/api/Log/GetDetailLog?type=collect&workNumber=3')).toBe(
      '/api/Log/GetDetailLog?type=collect&workNumber=3',
    );
  });
});
