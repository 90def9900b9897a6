import { UserCreateBody } from '@sellerdesk/domain/api';
import {
  Alert,
  Anchor,
  Button,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../components/auth-card';
import { useLogin, useRegisterTerms } from '../../hooks/api/auth';
import { useRegister } from '../../hooks/api/account';
import { errorMessage, isApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { passwordWeakness, preloadPasswordRule } from '../../lib/password-strength';
import { PhoneInput } from '../../components/phone-input';
import { TermsConsent } from './components/terms-consent';
import { useDocumentTitle } from '../../hooks/use-document-title';

type RegisterValues = {
  username: string;
  password: string;
  passwordConfirm: string;
  name: string;
  phone: string;
  consents: Record<string, boolean>;
};

/**
 * /user/register: account fields, terms with required/optional consent and "전체 동의". On success the new
 * (unverified) user is logged in so the check-email screen can show the address and resend the mail.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const terms = useRegisterTerms();
  const register = useRegister();
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const resolver = useMemo(
    () =>
      schemaResolver(
        UserCreateBody.extend({ passwordConfirm: z.string() }).refine(
          (values) => values.password === values.passwordConfirm,
          { path: ['passwordConfirm'], message: t('common.validation.passwordMismatch') },
        ),
        { sync: true },
      ),
    [t],
  );

  const form = useForm<RegisterValues>({
    initialValues: { username: '', password: '', passwordConfirm: '', name: '', phone: '', consents: {} },
    validate: (values) => {
      const errors = resolver(values);
      const missing = (terms.data?.items ?? []).some((term) => term.required && !values.consents[term.id]);
      return missing ? { ...errors, consents: t('auth.register.termsRequired') } : errors;
    },
  });

  const onSubmit = async (values: RegisterValues) => {
    setFailure(null);
    const weakness = await passwordWeakness(values.password, { account: values.username, name: values.name });
    if (weakness) {
      form.setFieldError('password', weakness);
      return;
    }
    try {
      await register.mutateAsync({
        username: values.username,
        password: values.password,
        name: values.name,
        phone: values.phone,
        consents: values.consents,
      });
    } catch (error) {
      if (isApiError(error) && error.reason === 'USERNAME_TAKEN') {
        form.setFieldError('username', error.message);
      } else if (isApiError(error) && error.reason === 'PASSWORD_TOO_WEAK') {
        form.setFieldError('password', error.message);
      } else {
        setFailure(errorMessage(error));
      }
      return;
    }
    notify(t('auth.register.success'));
    try {
      await login.mutateAsync({ username: values.username, password: values.password });
      void navigate(PATHS.checkEmail, { replace: true });
    } catch {
      void navigate(PATHS.login, { replace: true });
    }
  };

  const submitting = register.isPending || login.isPending;

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      width={560}
      testId="register-screen"
    >
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="register-error">
          {failure}
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => void onSubmit(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('common.fields.email')}
            placeholder={t('common.fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('username')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput
              label={t('common.fields.password')}
              description={t('common.fields.passwordHint')}
              autoComplete="new-password"
              onFocus={preloadPasswordRule}
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('common.fields.passwordConfirm')}
              description=" "
              autoComplete="new-password"
              required
              {...form.getInputProps('passwordConfirm')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('common.fields.name')}
              placeholder={t('common.fields.namePlaceholder')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <PhoneInput
              {...form.getInputProps('phone')}
              onChange={(value) => form.setFieldValue('phone', value)}
            />
          </SimpleGrid>

          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('auth.register.termsTitle')}
            </Text>
            {terms.isPending && <Loader size="sm" />}
            {terms.isError && (
              <Alert color="red" variant="light">
                {t('auth.register.termsLoadFailed')} {errorMessage(terms.error)}
              </Alert>
            )}
            {terms.data && (
              <TermsConsent
                terms={terms.data.items}
                consents={form.values.consents}
                onChange={(consents) => {
                  form.setFieldValue('consents', consents);
                  form.clearFieldError('consents');
                }}
                error={form.errors.consents}
              />
            )}
          </Stack>

          <Button type="submit" size="md" fullWidth loading={submitting} disabled={!terms.data}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        {t('auth.register.hasAccount')}{' '}
        <Anchor component={Link} to={PATHS.login} fw={600}>
          {t('auth.register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
