import type { PasswordContext } from '@sellerdesk/domain/password-strength';

/**
 * The server's password rule (domain `password-strength.ts`), checked before sending so the seller reads
 * the same Korean reason at once. The rule and its estimator (about 1.5 MB of dictionaries) load on first
 * use, never with the first screen: `preloadPasswordRule` when a new-password field gets focus, then
 * `passwordWeakness` on submit.
 */
const loadRule = () => import('@sellerdesk/domain/password-strength');

export function preloadPasswordRule(): void {
  void loadRule()
    .then((rule) => rule.loadPasswordEstimator())
    .catch(() => undefined);
}

/** The Korean reason a password is too weak, or null; null too when the rule cannot load (the server still checks). */
export async function passwordWeakness(password: string, context: PasswordContext): Promise<string | null> {
  try {
    const verdict = await (await loadRule()).checkPasswordStrength(password, context);
    return verdict.ok ? null : verdict.message;
  } catch {
    return null;
  }
}
