import { SendTempPasswordMailBody } from '@sellerdesk/domain/api';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconArrowLeft, IconMailFast } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../components/auth-card';
import { useSendTemporaryPassword } from '../../hooks/api/account';
import { errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * /user/reset-password: mails a temporary password. The answer is the same whether or not the account
 * exists, and so is the success state here (spec §4: reset sets a success flag).
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.titles.resetPassword'));
  const send = useSendTemporaryPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { account: '' },
    validate: schemaResolver(SendTempPasswordMailBody, { sync: true }),
  });

  if (sentTo) {
    return (
      <AuthCard
        title={t('auth.resetPassword.successTitle')}
        icon={<IconMailFast size={30} />}
        iconColor="teal"
        testId="reset-password-sent"
      >
        <Text>{t('auth.resetPassword.successBody', { email: sentTo })}</Text>
        <Button component={Link} to={PATHS.login} size="md" fullWidth>
          {t('common.actions.goLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      testId="reset-password"
    >
      {send.isError && (
        <Alert color="red" variant="light">
          {errorMessage(send.error)}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          send.mutate(values, { onSuccess: () => setSentTo(values.account.trim().toLowerCase()) }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label={t('common.fields.email')}
            placeholder={t('common.fields.emailPlaceholder')}
            type="email"
            autoComplete="username"
            required
            key={form.key('account')}
            {...form.getInputProps('account')}
          />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('auth.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={PATHS.login} size="sm" ta="center">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('auth.resetPassword.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
