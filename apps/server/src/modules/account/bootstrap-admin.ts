import type { AppDeps } from '../../deps';
import { checkPasswordStrength } from '@sellerdesk/domain/password-strength';
import { generateTemporaryPassword, hashPassword } from '../auth/index';
import * as repo from '../auth/index';
import { hasAdmin } from './account.repository';

/**
 * First start: makes sure an Admin exists. Uses ADMIN_USERNAME / ADMIN_PASSWORD, or generates a password
 * and prints it once (it is never stored in plain text and never logged again).
 */
export async function ensureAdminAccount(deps: AppDeps): Promise<void> {
  if (await hasAdmin(deps.db)) {
    return;
  }

  const username = deps.config.ADMIN_USERNAME.toLowerCase();
  const configured = deps.config.ADMIN_PASSWORD;
  const password = configured ?? (await generateTemporaryPassword({ account: username, name: '관리자' }));
  // The operator chose ADMIN_PASSWORD: a weak one is used as given (the server must start), but said so.
  if (configured != null) {
    const verdict = await checkPasswordStrength(configured, { account: username, name: '관리자' });
    if (!verdict.ok) {
      deps.log.warn(`ADMIN_PASSWORD 가 약합니다: ${verdict.message}`);
    }
  }
  const passwordHash = await hashPassword(password);
  const sameName = await repo.findUserByUsername(deps.db, username);
  if (sameName) {
    await repo.updateUser(deps.db, sameName.id, {
      role: 'Admin',
      emailVerifiedAt: sameName.emailVerifiedAt ?? new Date(),
    });
    deps.log.info({ username }, '기존 계정에 관리자 권한을 부여했습니다.');
    return;
  }
  await repo.insertUser(deps.db, {
    username,
    passwordHash,
    name: '관리자',
    phone: '',
    role: 'Admin',
    plan: 'Unlimited',
    emailVerifiedAt: new Date(),
    mustChangePassword: configured == null,
  });
  if (deps.config.ADMIN_PASSWORD == null) {
    // Printed on stdout only, not through the logger, so log shipping never carries it.
    console.info(
      `\n  관리자 계정을 만들었습니다. 이 비밀번호는 지금 한 번만 표시됩니다.\n  아이디: ${username}\n  비밀번호: ${password}\n`,
    );
  } else {
    deps.log.info({ username }, '관리자 계정을 만들었습니다 (ADMIN_PASSWORD).');
  }
}
