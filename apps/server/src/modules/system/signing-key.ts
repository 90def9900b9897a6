import crypto from 'node:crypto';
import type { Database } from '../../infra/db/client';
import type { SecretBox } from '../../lib/secret-box';
import { deleteSetting, insertSettingIfAbsent, readSetting, replaceSetting } from './app-settings.repository';

const SETTING = 'jwt_secret';

type Warn = { warn(message: string): void };

function newSecret(): string {
  return crypto.randomBytes(48).toString('base64url');
}

/**
 * The access-token signing key: JWT_SECRET when set; otherwise one generated per installation and kept in
 * `app_settings` sealed with the credentials key (`lib/secret-box.ts`, whose key lives outside the
 * database), so a database backup alone cannot sign tokens, while every process sharing the database and
 * CREDENTIALS_KEY signs with the same key.
 *
 * A key stored in plain text (older installations) is in every backup made so far: it is retired, not
 * sealed — replaced by a new sealed key (or deleted when JWT_SECRET is set), which ends every session
 * once (users log in again). A sealed key that no longer opens (CREDENTIALS_KEY changed) is replaced the
 * same way.
 */
export async function resolveSigningKey(
  db: Database,
  configured: string | undefined,
  box: SecretBox,
  log: Warn,
): Promise<Uint8Array> {
  const stored = await readSetting(db, SETTING);
  if (stored !== undefined && !box.isSealed(stored)) {
    if (configured) {
      await deleteSetting(db, SETTING, stored);
    } else {
      await replaceSetting(db, SETTING, stored, box.encrypt(newSecret()));
    }
    log.warn('평문으로 저장돼 있던 토큰 서명 키를 폐기했습니다. 모든 사용자가 한 번 다시 로그인해야 합니다.');
  }
  if (configured) {
    return new TextEncoder().encode(configured);
  }
  await insertSettingIfAbsent(db, SETTING, box.encrypt(newSecret()));
  const sealed = await readSetting(db, SETTING);
  if (sealed === undefined) {
    throw new Error(`app setting ${SETTING} missing after insert`);
  }
  try {
    return new TextEncoder().encode(box.decrypt(sealed));
  } catch {
    log.warn(
      '토큰 서명 키를 열 수 없어(CREDENTIALS_KEY 변경) 새 키를 만들었습니다. 모든 사용자가 다시 로그인해야 합니다.',
    );
    await replaceSetting(db, SETTING, sealed, box.encrypt(newSecret()));
    const replaced = await readSetting(db, SETTING);
    return new TextEncoder().encode(box.decrypt(replaced ?? ''));
  }
}
