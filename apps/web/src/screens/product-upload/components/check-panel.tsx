import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckUploadResult } from '../../../hooks/api/upload';
import { editorUrl } from '../../../lib/open-editor';
import { productEditUrl } from '../../../lib/product-edit-link';

const blocked = (entry: CheckUploadResult['results'][number]) =>
  entry.problems.some((problem) => problem.severity === 'error');

/** Step 3's answer: every problem per product and market with its fix, and the daily caps. */
export function CheckPanel({
  result,
  accountLabels,
}: {
  result: CheckUploadResult;
  accountLabels: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const refused = result.refused;
  return (
    <Paper withBorder p="md" data-testid="upload-check">
      <Stack gap="sm">
        <Title order={5}>
          {t('upload.check.summary', {
            checked: result.checked,
            ok: result.checked - refused,
            refused,
          })}
        </Title>
        {result.quotas.map((quota) => (
          <Text key={quota.accountId} size="sm" c={quota.remaining === 0 ? 'red' : 'dimmed'}>
            {t('upload.check.quota', {
              market: t(`common.markets.${quota.market}`),
              label: accountLabels[quota.accountId] ?? '',
              used: quota.used,
              limit: quota.limit,
              remaining: quota.remaining,
            })}
          </Text>
        ))}
        {result.accountProblems.map((problem) => (
          <Alert
            key={`${problem.accountId}-${problem.message}`}
            color="red"
            icon={<IconAlertTriangle size={18} />}
          >
            <Text size="sm">
              {accountLabels[problem.accountId]}: {problem.message}
            </Text>
            <Text size="sm" c="dimmed">
              {t('upload.check.fix')}: {problem.fix}
            </Text>
          </Alert>
        ))}
        {refused === 0 && result.accountProblems.length === 0 ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="check-ok">
            {t('upload.check.allGood')}
          </Alert>
        ) : null}
        {result.results.map((entry) => (
          <Paper
            key={`${entry.productId}-${entry.accountId}`}
            withBorder
            p="sm"
            data-testid="check-problem"
            data-held={blocked(entry) ? 'true' : undefined}
          >
            {/* A blocked pair is held back from the upload; the other pairs of its product still go. */}
            {blocked(entry) ? (
              <Badge size="sm" color="red" variant="filled" mb={4} data-testid="check-held-back">
                {t('upload.check.heldBack')}
              </Badge>
            ) : null}
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600} lineClamp={1} style={{ minWidth: 0 }}>
                {entry.title}
              </Text>
              {/* A long product name is clamped; the account and the edit link keep their width. */}
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {accountLabels[entry.accountId] ?? t(`common.markets.${entry.market}`)}
                </Badge>
                {/* A category problem is fixed at the product's category in the catalogue's edit panel. */}
                {entry.problems.some((problem) => problem.field === 'category') ? (
                  <Anchor
                    href={productEditUrl(entry, 'category')}
                    target="_blank"
                    size="sm"
                    style={{ whiteSpace: 'nowrap' }}
                    data-testid="check-fix-category"
                  >
                    {t('upload.check.editCategory')}
                  </Anchor>
                ) : null}
                <Anchor href={editorUrl(entry)} target="_blank" size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('upload.check.edit')}
                </Anchor>
              </Group>
            </Group>
            <List size="sm" spacing={4} mt={4}>
              {entry.problems.map((problem, index) => (
                <List.Item key={`${problem.code}-${index}`}>
                  <Badge size="xs" color={problem.severity === 'error' ? 'red' : 'yellow'} mr={6}>
                    {t(`upload.check.${problem.severity}`)}
                  </Badge>
                  {problem.message}{' '}
                  <Text span c="dimmed" size="sm">
                    → {problem.fix}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
