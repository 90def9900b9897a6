import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCookie, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetSourceSession, useSourceSession } from '../../../hooks/api/collect';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { TaobaoSessionModal } from './taobao-session-modal';

/** The seller's Taobao session for server-side collection: whether it is stored, and set or remove it. */
export function TaobaoSessionCard() {
  const { t } = useTranslation();
  const status = useSourceSession('taobao');
  const remove = useSetSourceSession();
  const [editing, editor] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const session = status.data;

  const onRemove = () =>
    remove.mutate(
      { site: 'taobao', cookie: '' },
      {
        onSuccess: () => {
          confirm.close();
          notify(t('collect.session.removed'));
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );

  const badge = !session?.configured ? (
    <Badge color="gray" variant="light">
      {t('collect.session.notConfigured')}
    </Badge>
  ) : session.loggedIn ? (
    <Badge color="teal" variant="light">
      {t('collect.session.loggedIn')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {t('collect.session.notLoggedIn')}
    </Badge>
  );

  return (
    <Paper withBorder p="lg" data-testid="session-card" data-configured={session?.configured ?? undefined}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconCookie size={20} stroke={1.7} />
            <Title order={2} fz="md">
              {t('collect.session.title')}
            </Title>
          </Group>
          {status.isPending ? <Skeleton height={20} width={90} /> : session && badge}
        </Group>
        <Text size="sm" c="dimmed">
          {t('collect.session.description')}
        </Text>
        {status.isError && (
          <Alert color="red" variant="light" title={t('collect.session.loadFailed')}>
            {errorMessage(status.error)}
          </Alert>
        )}
        {session?.configured && !session.loggedIn && (
          <Text size="xs" c="orange">
            {t('collect.session.notLoggedInHint')}
          </Text>
        )}
        {session?.updatedAt && session.configured && (
          <Text size="xs" c="dimmed">
            {t('collect.session.updatedAt', { time: formatDateTime(session.updatedAt) })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={editor.open}
            disabled={!session}
            data-testid="session-edit"
          >
            {session?.configured ? t('collect.session.replace') : t('collect.session.set')}
          </Button>
          {session?.configured && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={confirm.open}
              data-testid="session-remove"
            >
              {t('collect.session.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <TaobaoSessionModal opened={editing} onClose={editor.close} />
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title={t('collect.session.removeTitle')}
        confirmLabel={t('collect.session.remove')}
        onConfirm={onRemove}
        loading={remove.isPending}
      >
        {t('collect.session.removeBody')}
      </ConfirmDialog>
    </Paper>
  );
}
