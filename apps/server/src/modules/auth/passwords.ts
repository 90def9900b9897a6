import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { checkPasswordStrength, type PasswordContext } from '@sellerdesk/domain/password-strength';
import { AppError } from '../../infra/http/errors';

// argon2id with the library defaults (19 MiB, 2 passes) — OWASP's recommended minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Every password a user sets (registration, change) must pass the strength rule of the domain
 * (`password-strength.ts`: the estimator's score and no part of the account or name); otherwise 400
 * PASSWORD_TOO_WEAK with a Korean message naming the weakness and how to do better.
 */
export async function assertStrongPassword(password: string, context: PasswordContext): Promise<void> {
  const verdict = await checkPasswordStrength(password, context);
  if (!verdict.ok) {
    throw new AppError('PASSWORD_TOO_WEAK', verdict.message);
  }
}

/**
 * A readable temporary password: 10 characters, letters and digits guaranteed, no look-alikes, and one
 * that passes the same strength rule (a random draw that happens to spell a common word is drawn again).
 */
export async function generateTemporaryPassword(context: PasswordContext = {}): Promise<string> {
  for (;;) {
    const candidate = drawTemporaryPassword();
    if ((await checkPasswordStrength(candidate, context)).ok) {
      return candidate;
    }
  }
}

function drawTemporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (alphabet: string) => alphabet[crypto.randomInt(alphabet.length)] as string;
  const chars = [pick(letters), pick(digits), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
