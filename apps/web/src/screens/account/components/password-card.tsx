import { Password } from '@sellerdesk/domain/api';
import type { UserResponse } from '@sellerdesk/domain/api';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { useChangePassword } from '../../../hooks/api/account';
import { useSession } from '../../../hooks/use-session';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { passwordWeakness, preloadPasswordRule } from '../../../lib/password-strength';
import { checkPasswordChangeAccount } from '../password-account';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change password (POST /account/ChangePassWord) with its success state (spec §4). */
export function PasswordCard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const { username: loggedInUsername } = useSession();
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const resolver = useMemo(
    () =>
      schemaResolver(
        z
          .object({ currentPassword: z.string().min(1), newPassword: Password, confirmPassword: z.string() })
          .refine((values) => values.newPassword === values.confirmPassword, {
            path: ['confirmPassword'],
            message: t('common.validation.passwordMismatch'),
          }),
        { sync: true },
      ),
    [t],
  );
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: resolver,
  });

  const onSubmit = form.onSubmit(async (values) => {
    const accountProblem = checkPasswordChangeAccount(user.username, loggedInUsername ?? user.username);
    if (accountProblem) {
      setFailure(accountProblem);
      return;
    }
    setFailure(null);
    const weakness = await passwordWeakness(values.newPassword, { account: user.username, name: user.name });
    if (weakness) {
      form.setFieldError('newPassword', weakness);
      return;
    }
    change.mutate(
      { account: user.username, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset();
          setChanged(true);
        },
        onError: (error) =>
          isApiError(error) && error.reason === 'PASSWORD_TOO_WEAK'
            ? form.setFieldError('newPassword', error.message)
            : setFailure(errorMessage(error)),
      },
    );
  });

  return (
    <Paper withBorder p="lg" h="100%" id="password">
      {changed ? (
        <Stack align="center" ta="center" gap="sm" py="md" data-testid="password-changed">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconShieldCheck size={30} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('account.password.successTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.password.successBody')}
          </Text>
          <Button variant="light" onClick={() => setChanged(false)}>
            {t('account.password.changeAgain')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg">
                {t('account.password.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('account.password.description')}
              </Text>
            </div>
            {failure && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} />}
                data-testid="password-error"
              >
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('account.password.account')}
              value={user.username}
              readOnly
              variant="filled"
            />
            <PasswordInput
              label={t('account.password.current')}
              autoComplete="current-password"
              required
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('account.password.next')}
              description={t('common.fields.passwordHint')}
              autoComplete="new-password"
              onFocus={preloadPasswordRule}
              required
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('account.password.confirm')}
              autoComplete="new-password"
              required
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} data-testid="change-password">
                {t('account.password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
