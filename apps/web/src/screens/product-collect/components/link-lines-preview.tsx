import type { WorkSite } from '@sellerdesk/domain/api';
import { Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SiteBadge } from '../../../components/site-badge';
import { VirtualList } from '../../../components/virtual-list';
import { countLines, WORK_SITES, type CollectLine } from '../collect-links';

const ROW_HEIGHT = 34;
const MAX_HEIGHT = 238;

function LineRow({ line }: { line: CollectLine }) {
  const { t } = useTranslation();
  const invalid = line.kind === 'invalid';
  const status = invalid ? (
    <Tooltip label={t(`collect.lines.problemHints.${line.problem}`)} multiline w={260} withArrow>
      <Badge color="red" variant="light" size="sm" radius="sm" leftSection={<IconAlertTriangle size={12} />}>
        {t(`collect.lines.problems.${line.problem}`)}
      </Badge>
    </Tooltip>
  ) : line.kind === 'search' ? (
    <Badge color="blue" variant="outline" size="sm" radius="sm" leftSection={<IconSearch size={12} />}>
      {t('collect.lines.search')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light" size="sm" radius="sm" leftSection={<IconCheck size={12} />}>
      {t('collect.lines.code', { code: line.code })}
    </Badge>
  );
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      h={ROW_HEIGHT}
      px="xs"
      data-testid="collect-line"
      data-kind={line.kind}
      data-site={line.site ?? ''}
      data-problem={invalid ? line.problem : undefined}
    >
      <Text size="xs" c="dimmed" w={36} style={{ flexShrink: 0 }}>
        {t('collect.lines.lineNumber', { line: line.line })}
      </Text>
      {line.site ? <SiteBadge site={line.site} style={{ flexShrink: 0 }} /> : null}
      <div style={{ flexShrink: 0 }}>{status}</div>
      <Text size="xs" truncate="end" c={invalid ? 'dimmed' : undefined} style={{ minWidth: 0, flex: 1 }}>
        {line.text}
      </Text>
    </Group>
  );
}

/** Each pasted line with the site it was read as, or why it will not be sent; counts per work list on top. */
export function LinkLinesPreview({ lines }: { lines: readonly CollectLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return null;
  }
  const counts = countLines(lines);
  const sites = WORK_SITES.filter((site: WorkSite) => counts[site] > 0);
  return (
    <Paper withBorder radius="md" data-testid="collect-lines">
      <Group gap={6} px="xs" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" fw={700} mr={4}>
          {t('collect.lines.heading')}
        </Text>
        {sites.map((site) => (
          <SiteBadge key={site} site={site} work variant="filled" data-testid={`collect-count-${site}`}>
            {t('collect.lines.perSite', { site: t(`common.workSites.${site}`), count: counts[site] })}
          </SiteBadge>
        ))}
        {counts.search && (
          <Badge size="sm" radius="sm" variant="outline">
            {t('collect.lines.search')}
          </Badge>
        )}
        {counts.invalid > 0 && (
          <Badge size="sm" radius="sm" color="red" variant="outline">
            {t('collect.lines.invalid', { count: counts.invalid })}
          </Badge>
        )}
      </Group>
      <VirtualList
        items={lines}
        getKey={(line) => line.line}
        estimateSize={ROW_HEIGHT}
        maxHeight={MAX_HEIGHT}
        renderItem={(line) => <LineRow line={line} />}
      />
    </Paper>
  );
}
