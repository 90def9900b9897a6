import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../components/auth-card';
import { useLogin } from '../../hooks/api/auth';
import { useSession } from '../../hooks/use-session';
import { lazySchemaValidator } from '../../lib/lazy-schema';
import { session } from '../../lib/session';
import { useDocumentTitle } from '../../hooks/use-document-title';

type LoginValues = { username: string; password: string };

// The login contract (and zod with it) loads on the first submit: the first screen stays small.
const validateLogin = lazySchemaValidator<LoginValues>(() =>
  import('@sellerdesk/domain/api').then((contracts) => contracts.LoginBody),
);

/**
 * /user/login. A refused login (400: its message) or a failed token refresh leaves a login error that stays
 * until the user closes it or logs in (spec §4). After success the route guard moves on to the app.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const { loginError } = useSession();
  const login = useLogin();
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: validateLogin,
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} testId="login-screen">
      {loginError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('auth.login.errorTitle')}
          withCloseButton
          closeButtonLabel={t('common.actions.close')}
          onClose={() => session.setLoginError(null)}
          data-testid="login-error"
        >
          {loginError}
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('common.fields.email')}
            placeholder={t('common.fields.emailPlaceholder')}
            type="email"
            autoComplete="username"
            required
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('common.fields.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={PATHS.resetPassword} size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={PATHS.register} fw={600}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
