import type { AppDeps } from '../../deps';
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
  const password = deps.config.ADMIN_PASSWORD ?? generateTemporaryPassword();
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
    mustChangePassword: deps.config.ADMIN_PASSWORD == null,
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
