import type { Market } from '@sellerdesk/domain';
import { Alert, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** What a per-market settings list shows for one market: its tab, whether it takes new entries, its notice. */
export type MarketTabEntry = { market: Market; name: string; enabled: boolean; closedNotice: string | null };

type Props<Entry extends MarketTabEntry> = {
  /** `data-testid` of the section; its tabs are `${testIdPrefix}-tab-<market>`, panels `-panel-`. */
  testId: string;
  testIdPrefix: string;
  title: string;
  description: string;
  /** The markets once loaded; undefined while loading (a skeleton) or after a load error (only the alert). */
  entries: readonly Entry[] | undefined;
  loadFailed: string | null;
  /** How many entries (accounts, templates) the market has: shown in its tab and decides the empty text. */
  count: (entry: Entry) => number;
  emptyText: (entry: Entry) => string;
  /** The market's entries and its buttons, below its closed notice or empty text. */
  renderPanel: (entry: Entry) => ReactNode;
  /** Dialogs of the section. */
  children?: ReactNode;
};

/**
 * The frame the market accounts and market templates settings share: a titled card with one tab per
 * market, each panel starting with the market's closed notice (WeMakePrice) or an empty text. A load
 * failure shows its alert alone, not a skeleton that never resolves.
 */
export function MarketTabsSection<Entry extends MarketTabEntry>(props: Props<Entry>) {
  const { entries, testIdPrefix } = props;
  const [tab, setTab] = useState<string | null>('SmartStore');
  return (
    <Paper withBorder p="lg" radius="md" data-testid={props.testId}>
      <Stack gap="lg">
        <div>
          <Title order={3}>{props.title}</Title>
          <Text size="sm" c="dimmed" mt={4}>
            {props.description}
          </Text>
        </div>
        {props.loadFailed !== null && <Alert color="red">{props.loadFailed}</Alert>}
        {!entries && props.loadFailed === null && <Skeleton h={160} />}
        {entries && (
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              {entries.map((entry) => (
                <Tabs.Tab
                  key={entry.market}
                  value={entry.market}
                  data-testid={`${testIdPrefix}-tab-${entry.market}`}
                >
                  {entry.name}
                  {props.count(entry) > 0 && ` (${props.count(entry)})`}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {entries.map((entry) => (
              <Tabs.Panel key={entry.market} value={entry.market} pt="md">
                <Stack gap="sm" data-testid={`${testIdPrefix}-panel-${entry.market}`}>
                  {entry.closedNotice && (
                    <Alert
                      color={entry.enabled ? 'yellow' : 'gray'}
                      data-testid={`${testIdPrefix}-closed-notice`}
                    >
                      {entry.closedNotice}
                    </Alert>
                  )}
                  {props.count(entry) === 0 && (
                    <Text size="sm" c="dimmed">
                      {props.emptyText(entry)}
                    </Text>
                  )}
                  {props.renderPanel(entry)}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
      {props.children}
    </Paper>
  );
}
