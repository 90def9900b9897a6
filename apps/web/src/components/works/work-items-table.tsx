import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A work item's state as a badge colour (every kind's items share the states). */
export const WORK_ITEM_COLORS = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  skipped: 'gray',
} as const;
export type WorkItemState = keyof typeof WORK_ITEM_COLORS;

type WorkItemLike = { id: string; state: WorkItemState; reason: string | null };

/**
 * A work's items as a compact table: what the item is, an optional column (e.g. the market), the state
 * badge and what was done or why not (red when it failed).
 */
export function WorkItemsTable<T extends WorkItemLike>({
  items,
  stateLabel,
  label,
  extra,
  maxHeight,
  rowTestId,
}: {
  items: readonly T[];
  stateLabel: (state: WorkItemState) => string;
  label: (item: T) => ReactNode;
  extra?: (item: T) => ReactNode;
  maxHeight: number;
  rowTestId?: string;
}) {
  return (
    <ScrollArea.Autosize mah={maxHeight}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={rowTestId} data-state={item.state}>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {label(item)}
                </Text>
              </Table.Td>
              {extra && (
                <Table.Td w={110} style={{ whiteSpace: 'nowrap' }}>
                  {extra(item)}
                </Table.Td>
              )}
              <Table.Td w={90}>
                <Badge color={WORK_ITEM_COLORS[item.state]} variant="light">
                  {stateLabel(item.state)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c={item.state === 'failed' ? 'red' : 'dimmed'}>
                  {item.reason}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
