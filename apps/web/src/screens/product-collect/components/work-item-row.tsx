import type { ItemState, WorkItemLog } from '@sellerdesk/domain/api';
import { Anchor, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { itemSourceUrl } from '../collect-links';

export const ITEM_STATE_COLORS: Record<ItemState, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  skipped: 'yellow',
};

/** One item of a work: its state, what it became (or why not), and where it came from. */
export function WorkItemRow({
  item,
  selected,
  onToggle,
}: {
  item: WorkItemLog;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const url = itemSourceUrl(item);
  const failed = item.state === 'failed';
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="sm"
      py={10}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="work-item"
      data-state={item.state}
      data-code={item.code ?? ''}
    >
      <Checkbox
        checked={selected}
        onChange={() => onToggle(item.id)}
        disabled={!failed}
        aria-label={t('collect.detail.selectItem', { position: item.position + 1 })}
        mt={2}
        style={{ visibility: failed ? 'visible' : 'hidden' }}
      />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('collect.detail.position', { position: item.position + 1 })}
          </Text>
          <Badge
            size="sm"
            radius="sm"
            variant="light"
            color={ITEM_STATE_COLORS[item.state]}
            data-testid="item-state"
          >
            {t(`collect.detail.states.${item.state}`)}
          </Badge>
          {item.site && <SiteBadge site={item.site} size="xs" />}
          {item.code && (
            <Text size="xs" c="dimmed" ff="monospace">
              {item.code}
            </Text>
          )}
          {item.attempts > 1 && (
            <Text size="xs" c="dimmed">
              {t('collect.detail.attempts', { count: item.attempts })}
            </Text>
          )}
        </Group>
        {url ? (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            lineClamp={2}
            title={t('collect.detail.openSource')}
          >
            {item.title ?? item.input}
            <IconExternalLink size={12} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
          </Anchor>
        ) : (
          <Text size="sm" lineClamp={2}>
            {item.title ?? item.input}
          </Text>
        )}
        {item.reason && (
          <Text size="xs" c={failed ? 'red' : 'dimmed'} data-testid="item-reason">
            {item.reason}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
