import { UpdateProfileBody } from '@sellerdesk/domain/api';
import type { UserResponse } from '@sellerdesk/domain/api';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../hooks/api/account';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { PhoneInput } from '../../../components/phone-input';
import { formatPhoneNumber } from '../../../lib/phone';

/** Name and phone (POST /account/UpdateProfile); the e-mail is the login id and stays as it is. */
export function ProfileCard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { name: user.name, phone: formatPhoneNumber(user.userTelNo) },
    validate: schemaResolver(UpdateProfileBody, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    if (!form.isDirty()) {
      notify(t('account.profile.unchanged'), { type: 'info' });
      return;
    }
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues({ name: saved.name, phone: formatPhoneNumber(saved.userTelNo) });
        form.reset();
        notify(t('account.profile.saved'));
      },
      onError: (error) =>
        notify(errorMessage(error), { type: 'error', title: t('common.dialog.errorTitle') }),
    });
  });

  return (
    <Paper withBorder p="lg" h="100%">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('account.profile.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('account.profile.description')}
            </Text>
          </div>
          <TextInput label={t('common.fields.email')} value={user.userEmail} readOnly variant="filled" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('common.fields.name')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <PhoneInput
              {...form.getInputProps('phone')}
              onChange={(value) => form.setFieldValue('phone', value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="save-profile">
              {t('account.profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
