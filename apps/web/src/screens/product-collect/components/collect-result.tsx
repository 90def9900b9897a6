import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CollectOutcome } from '../../../hooks/api/collect';
import { errorMessage } from '../../../lib/api-error';

/** What the last submit did, per work list: the work it created and the lines the server left out, or why it refused. */
export function CollectResult({
  outcomes,
  onDismiss,
}: {
  outcomes: readonly CollectOutcome[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={18} />}
      title={t('collect.result.title')}
      withCloseButton
      closeButtonLabel={t('collect.result.dismiss')}
      onClose={onDismiss}
      data-testid="collect-result"
    >
      <Stack gap="sm">
        {outcomes.map((outcome) => {
          const site = t(`common.workSites.${outcome.site}`);
          if (!outcome.ok) {
            return (
              <Group
                key={outcome.site}
                gap={6}
                wrap="nowrap"
                align="flex-start"
                data-testid={`collect-result-${outcome.site}`}
              >
                <IconCircleX
                  size={18}
                  color="var(--mantine-color-red-6)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="red">
                  {t('collect.result.failed', { site })}: {errorMessage(outcome.error)}
                </Text>
              </Group>
            );
          }
          const { answer } = outcome;
          return (
            <Stack
              key={outcome.site}
              gap={4}
              data-testid={`collect-result-${outcome.site}`}
              data-work={answer.workNumber}
            >
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconCircleCheck
                  size={18}
                  color="var(--mantine-color-teal-6)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm">
                  {t('collect.result.accepted', { workNumber: answer.workNumber, site, total: answer.total })}
                </Text>
              </Group>
              {answer.rejected.length > 0 && (
                <Stack gap={2} pl={24}>
                  <Text size="xs" fw={600} c="orange">
                    {t('collect.result.rejected', { count: answer.rejected.length })}
                  </Text>
                  <List size="xs" spacing={2} withPadding>
                    {answer.rejected.map((entry, index) => (
                      <List.Item key={`${entry.input}-${index}`}>
                        <Text span size="xs" style={{ wordBreak: 'break-all' }}>
                          {entry.input}
                        </Text>
                        <Text span size="xs" c="dimmed">
                          {' — '}
                          {entry.reason}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
