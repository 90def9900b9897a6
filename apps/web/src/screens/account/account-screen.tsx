import { SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../hooks/api/auth';
import { AccountSummary } from './components/account-summary';
import { PasswordCard } from './components/password-card';
import { ProfileCard } from './components/profile-card';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /app/account: account facts, profile and password change. */
export function AccountScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const user = useUser();
  const { hash } = useLocation();

  // The "change your temporary password" nudge links to #password.
  useEffect(() => {
    if (hash === '#password') {
      document.getElementById('password')?.scrollIntoView({ behavior: 'smooth' });
    }
  }, [hash]);

  if (!user) {
    return null;
  }
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <Stack gap="lg">
        <AccountSummary user={user} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ProfileCard user={user} />
          <PasswordCard user={user} />
        </SimpleGrid>
      </Stack>
    </>
  );
}
