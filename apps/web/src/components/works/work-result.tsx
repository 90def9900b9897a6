import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';

/** What one request of a batch submit gave: the work it created (and the lines left out), or why it was refused. */
export type WorkOutcome =
  | {
      /** Tells the outcomes apart (e.g. the work list's site); also in the test ids. */
      key: string;
      /** What the request was for, in the seller's words (e.g. "코스트코"). */
      label: string;
      ok: true;
      workNumber: number;
      total: number;
      rejected: readonly { input: string; reason: string }[];
    }
  | { key: string; label: string; ok: false; error: unknown };

/** i18n groups holding a kind's result texts (see `WorkResult`); a new kind adds its own. */
export type WorkResultTexts = 'collect.result';

/**
 * What the last submit did, per request. `textsKey` names the i18n group of the kind's texts: `title`,
 * `dismiss`, `accepted` ({{workNumber}}, {{total}}, {{label}} — also as {{site}}), `rejected` ({{count}})
 * and `failed` ({{label}} / {{site}}). `testId` prefixes the test ids (`<testId>`, `<testId>-<key>`).
 */
export function WorkResult({
  outcomes,
  textsKey,
  testId,
  onDismiss,
}: {
  outcomes: readonly WorkOutcome[];
  textsKey: WorkResultTexts;
  testId: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={18} />}
      title={t(`${textsKey}.title`)}
      withCloseButton
      closeButtonLabel={t(`${textsKey}.dismiss`)}
      onClose={onDismiss}
      data-testid={testId}
    >
      <Stack gap="sm">
        {outcomes.map((outcome) => {
          const names = { label: outcome.label, site: outcome.label };
          if (!outcome.ok) {
            return (
              <Group
                key={outcome.key}
                gap={6}
                wrap="nowrap"
                align="flex-start"
                data-testid={`${testId}-${outcome.key}`}
              >
                <IconCircleX
                  size={18}
                  color="var(--mantine-color-red-6)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" c="red">
                  {t(`${textsKey}.failed`, names)}: {errorMessage(outcome.error)}
                </Text>
              </Group>
            );
          }
          return (
            <Stack
              key={outcome.key}
              gap={4}
              data-testid={`${testId}-${outcome.key}`}
              data-work={outcome.workNumber}
            >
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconCircleCheck
                  size={18}
                  color="var(--mantine-color-teal-6)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm">
                  {t(`${textsKey}.accepted`, {
                    ...names,
                    workNumber: outcome.workNumber,
                    total: outcome.total,
                  })}
                </Text>
              </Group>
              {outcome.rejected.length > 0 && (
                <Stack gap={2} pl={24}>
                  <Text size="xs" fw={600} c="orange">
                    {t(`${textsKey}.rejected`, { count: outcome.rejected.length })}
                  </Text>
                  <List size="xs" spacing={2} withPadding>
                    {outcome.rejected.map((entry, index) => (
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
