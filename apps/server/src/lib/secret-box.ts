import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts seller secrets (source-site cookies, later marketplace keys) at rest with AES-256-GCM.
 * Output: `v1.<iv>.<tag>.<ciphertext>` in base64url; any tampering fails decryption.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) {
      throw new Error('SecretBox needs a 32-byte key');
    }
    this.key = key;
  }

  encrypt(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Whether a stored value is in this box's sealed form (not whether this key opens it). */
  isSealed(value: string): boolean {
    return /^v1\.[\w-]+\.[\w-]+\.[\w-]*$/.test(value);
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data == null) {
      throw new Error('unreadable secret');
    }
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/**
 * The key: CREDENTIALS_KEY (base64 or hex of 32 bytes) when set; otherwise one generated on first start
 * and kept in DATA_DIR/credentials.key — deliberately not in the database, so a database dump alone
 * does not reveal the secrets.
 */
export function resolveSecretBox(configured: string | undefined, dataDir: string): SecretBox {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (key.length !== 32) {
      throw new Error('CREDENTIALS_KEY 는 32바이트(hex 64자 또는 base64)여야 합니다.');
    }
    return new SecretBox(key);
  }
  const file = path.join(dataDir, 'credentials.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // `wx` fails if another process created it first; then we read theirs.
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
    }
  }
  return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
}
