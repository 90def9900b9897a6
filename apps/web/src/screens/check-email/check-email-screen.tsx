import { useSearchParams } from 'react-router';
import { PendingVerification } from './components/pending-verification';
import { VerifyEmailToken } from './components/verify-email-token';

/** /user/check-email: with `token` (the mailed link) it verifies; without, it waits for the mail. */
export function CheckEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyEmailToken token={token} /> : <PendingVerification />;
}
