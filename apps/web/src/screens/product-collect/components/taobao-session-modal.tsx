import { SourceSessionBody } from '@sellerdesk/domain/api';
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { useSetSourceSession } from '../../../hooks/api/collect';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

// The contract's cookie rule; saving an empty one is the separate "삭제" action.
const CookieForm = z.object({ cookie: SourceSessionBody.shape.cookie.pipe(z.string().min(1)) });

/** Explains how to copy the Taobao cookie and stores it (POST /UserConfig/SetSourceSession). */
export function TaobaoSessionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetSourceSession();
  const form = useForm<{ cookie: string }>({
    mode: 'uncontrolled',
    initialValues: { cookie: '' },
    validate: schemaResolver(CookieForm, { sync: true }),
  });
  const steps = t('collect.session.steps', { returnObjects: true }) as readonly string[];
  const close = () => {
    form.reset();
    save.reset();
    onClose();
  };
  const onSubmit = form.onSubmit((values) => {
    save.mutate(
      { site: 'taobao', cookie: values.cookie.trim() },
      {
        onSuccess: (status) => {
          // A cookie without the login markers is kept (a visitor session still opens some pages),
          // but the seller must know it will not collect like a logged-in one.
          if (status.loggedIn) {
            notify(t('collect.session.saved'));
          } else {
            notify(t('collect.session.savedWithoutLogin'), { type: 'warning', autoClose: 8000 });
          }
          close();
        },
      },
    );
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('collect.session.modalTitle')}
      size="lg"
      data-testid="session-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('collect.session.howTo')}
            </Text>
            <List type="ordered" size="sm" spacing={4}>
              {steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </div>
          <Textarea
            label={t('collect.session.cookie')}
            description={t('collect.session.cookieHint')}
            placeholder={t('collect.session.cookiePlaceholder')}
            autosize
            minRows={3}
            maxRows={8}
            spellCheck={false}
            required
            data-testid="session-cookie"
            key={form.key('cookie')}
            {...form.getInputProps('cookie')}
          />
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Text size="xs">{t('collect.session.caution')}</Text>
          </Alert>
          {save.isError && (
            <Text size="sm" c="red">
              {errorMessage(save.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="session-save">
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
