import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { PendingVerification } from './components/pending-verification';
import { VerifyEmailToken } from './components/verify-email-token';

/** /user/check-email: with `token` (the mailed link) it verifies; without, it waits for the mail. */
export function CheckEmailScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.titles.checkEmail'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <VerifyEmailToken token={token} /> : <PendingVerification />;
}
