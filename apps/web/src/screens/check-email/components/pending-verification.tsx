import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMailForward, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { AuthCard } from '../../../components/auth-card';
import { FullPageLoader } from '../../../components/full-page-loader';
import { useResendVerificationMail } from '../../../hooks/api/account';
import { useCurrentUser, useLogout } from '../../../hooks/api/auth';
import { useSession } from '../../../hooks/use-session';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

/** check-email without a token: where BasicUsers are sent to wait for (and resend) the verification mail. */
export function PendingVerification() {
  const { t } = useTranslation();
  const { tokens } = useSession();
  const user = useCurrentUser();
  const resend = useResendVerificationMail();
  const logout = useLogout();

  if (!tokens) {
    return (
      <AuthCard title={t('auth.checkEmail.title')} icon={<IconMailCheck size={30} />} testId="check-email">
        <Stack gap="lg">
          <Text c="dimmed">{t('auth.checkEmail.anonymousBody')}</Text>
          <Button component={Link} to={PATHS.login} size="md" fullWidth>
            {t('common.actions.goLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (user.isPending) {
    return <FullPageLoader inline />;
  }
  if (user.isError) {
    return (
      <AuthCard title={t('auth.checkEmail.title')} icon={<IconMailCheck size={30} />} testId="check-email">
        <Alert color="red" variant="light">
          {errorMessage(user.error)}
        </Alert>
        <Button onClick={() => void user.refetch()}>{t('common.actions.retry')}</Button>
      </AuthCard>
    );
  }
  if (user.data.role !== 'BasicUser') {
    return (
      <AuthCard
        title={t('auth.checkEmail.alreadyVerifiedTitle')}
        icon={<IconRosetteDiscountCheck size={30} />}
        iconColor="teal"
        testId="already-verified"
      >
        <Text c="dimmed">{t('auth.checkEmail.alreadyVerifiedBody')}</Text>
        <Button component={Link} to={PATHS.start} size="md" fullWidth>
          {t('common.actions.goHome')}
        </Button>
      </AuthCard>
    );
  }

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify(t('auth.checkEmail.resent', { email: answer.to })),
      onError: (error) => notify(errorMessage(error), { type: 'error' }),
    });

  return (
    <AuthCard title={t('auth.checkEmail.title')} icon={<IconMailCheck size={30} />} testId="check-email">
      <Stack gap="md">
        <Text fw={600} data-testid="check-email-address">
          {t('auth.checkEmail.sentTo', { email: user.data.userEmail })}
        </Text>
        <Text c="dimmed" size="sm">
          {t('auth.checkEmail.body')}
        </Text>
        <Button
          size="md"
          fullWidth
          leftSection={<IconMailForward size={18} />}
          loading={resend.isPending}
          onClick={onResend}
          data-testid="resend-verification"
        >
          {t('auth.checkEmail.resend')}
        </Button>
        <Button variant="subtle" fullWidth onClick={() => logout.mutate()}>
          {t('auth.checkEmail.otherAccount')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
