import { Checkbox, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

/** Up to this many rows a table renders them all; past it only the rows in view (and a few more). */
export const VIRTUAL_ROWS_FROM = 60;

/**
 * A long table (the catalogue, the listings) that renders only the rows in view between two spacer rows
 * keeping the scroll height, so 10,000 rows stay smooth. Rows are not measured (measuring every drawn
 * row re-rendered the window in a loop); the spacers only need to be about right for the scroll bar.
 * Short tables render every row in Mantine's scroll area.
 */
export function VirtualTable<T>({
  items,
  getKey,
  rowHeight,
  minWidth,
  header,
  renderRow,
  tableProps,
  scrollTestId,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Expected row height in px (by row, where some rows carry an extra line). */
  rowHeight: (item: T) => number;
  minWidth: number;
  /** The header row's cells. */
  header: ReactNode;
  /** One `<Table.Tr>`; `index` is its position in `items` (set it as `data-index` when virtual). */
  renderRow: (item: T, index: number | undefined) => ReactNode;
  tableProps?: Record<string, unknown>;
  scrollTestId?: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = items.length > VIRTUAL_ROWS_FROM;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(items[index]!),
    getItemKey: (index) => getKey(items[index]!),
    overscan: 8,
    // Rows show on the first paint, before the container is measured.
    initialRect: { width: 1200, height: 800 },
    enabled: virtual,
  });
  const windowRows = virtual ? virtualizer.getVirtualItems() : [];
  const top = windowRows[0]?.start ?? 0;
  const bottom = virtual ? virtualizer.getTotalSize() - (windowRows.at(-1)?.end ?? 0) : 0;
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      ref={scrollRef}
      // Native scrolling when virtual: the container itself is then the element the rows scroll in.
      type={virtual ? 'native' : 'scrollarea'}
      maxHeight={virtual ? '70vh' : undefined}
      data-testid={scrollTestId}
    >
      <Table highlightOnHover stickyHeader={virtual} {...tableProps}>
        <Table.Thead>
          <Table.Tr>{header}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {virtual
            ? windowRows.map((row) => renderRow(items[row.index]!, row.index))
            : items.map((item) => renderRow(item, undefined))}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The header's checkbox: every row of the page chosen, some (indeterminate) or none. */
export function SelectPageCheckbox({
  total,
  chosen,
  label,
  onChange,
  testId,
}: {
  total: number;
  chosen: number;
  label: string;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <Checkbox
      size="xs"
      aria-label={label}
      checked={total > 0 && chosen === total}
      indeterminate={chosen > 0 && chosen < total}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid={testId}
    />
  );
}
