import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { endSession } from '../../../app/session-actions';
import { AuthCard } from '../../../components/auth-card';
import { useVerifyEmail } from '../../../hooks/api/account';
import { errorMessage } from '../../../lib/api-error';

/**
 * The link from the verification mail. A successful check has already ended every session of the user on
 * the server, so this device logs out too (tokens, chat widget) and asks for a fresh login (spec §4).
 */
export function VerifyEmailToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (verification.isSuccess) {
      endSession();
    }
  }, [verification.isSuccess]);

  if (verification.isPending) {
    return (
      <AuthCard
        title={t('auth.checkEmail.verifyingTitle')}
        icon={<Loader size="sm" />}
        testId="verify-pending"
      >
        <Text c="dimmed">{t('auth.checkEmail.verifyingBody')}</Text>
      </AuthCard>
    );
  }

  if (verification.isError) {
    return (
      <AuthCard
        title={t('auth.checkEmail.failedTitle')}
        icon={<IconMailX size={30} />}
        iconColor="red"
        testId="verify-failed"
      >
        <Stack gap="md">
          <Alert color="red" variant="light">
            {errorMessage(verification.error)}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('auth.checkEmail.failedHint')}
          </Text>
          <Button component={Link} to={PATHS.checkEmail} variant="light">
            {t('auth.checkEmail.resend')}
          </Button>
          <Button component={Link} to={PATHS.login}>
            {t('common.actions.goLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.checkEmail.verifiedTitle')}
      icon={<IconCircleCheck size={32} />}
      iconColor="teal"
      testId="verify-success"
    >
      <Stack gap="lg">
        <Text>{t('auth.checkEmail.verifiedBody', { email: verification.data.username })}</Text>
        <Button component={Link} to={PATHS.login} size="md" fullWidth replace>
          {t('auth.checkEmail.verifiedLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
