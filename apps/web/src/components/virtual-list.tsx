import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type Key, type ReactNode } from 'react';

/**
 * A long list that only renders the rows in view (a work has up to 1,000 items, a product thousands of
 * option combinations). Rows may differ in height: each is measured once drawn.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  maxHeight,
  overscan = 8,
  testId,
  style,
}: {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Expected row height in px before it is measured. */
  estimateSize: number;
  /** The list grows with its rows up to this height, then scrolls. */
  maxHeight: CSSProperties['maxHeight'];
  overscan?: number;
  testId?: string;
  style?: CSSProperties;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index]!),
    overscan,
  });
  return (
    <div
      ref={scrollRef}
      data-testid={testId}
      style={{ maxHeight, overflowY: 'auto', overscrollBehavior: 'contain', ...style }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
            }}
          >
            {renderItem(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
