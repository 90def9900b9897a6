import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox, resolveSecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(crypto.randomBytes(32));

  it('round-trips and never shows the plain text', () => {
    const sealed = box.encrypt('unb=2200; _nk_=셀러; cookie2=abc');
    expect(sealed).not.toContain('unb');
    expect(box.decrypt(sealed)).toBe('unb=2200; _nk_=셀러; cookie2=abc');
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses tampered data and other keys', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow();
    expect(() => new SecretBox(crypto.randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('generates one key per data folder and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-key-'));
    const sealed = resolveSecretBox(undefined, dir).encrypt('x');
    expect(resolveSecretBox(undefined, dir).decrypt(sealed)).toBe('x');
    expect(fs.statSync(path.join(dir, 'credentials.key')).mode & 0o777).toBe(0o600);
    expect(() => resolveSecretBox('short', dir)).toThrow(/32바이트/);
    fs.rmSync(dir, { recursive: true });
  });
});
