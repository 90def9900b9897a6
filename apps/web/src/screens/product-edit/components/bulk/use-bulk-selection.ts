import type { ProductSummary } from '@sellerdesk/domain/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ProductSearchBody } from '../../../../hooks/api/products';
import type { ProductSelection } from '../../../../hooks/api/product-bulk';

/** The catalogue search's filter without its paging: what "검색 결과 전체 선택" sends. */
export function filterOf(body: ProductSearchBody): NonNullable<ProductSelection['filter']> {
  const { page: _page, maxRow: _maxRow, cursor: _cursor, exactTotal: _exact, ...filter } = body;
  return filter;
}

export type BulkSelection = {
  /** Everything the search finds is selected, across pages. */
  all: boolean;
  /** What bulk endpoints receive: the ticked ids, or the search filter. */
  selection: ProductSelection | null;
  /** How many products that is (for "all", the list's total, possibly capped). */
  count: number;
  capped: boolean;
  /** The rows shown as ticked: every row of the page while everything is selected. */
  shown: ReadonlySet<string>;
  selectAll: () => void;
  clearAll: () => void;
};

/**
 * Selection across pages on top of the page's ticked ids: "검색 결과 전체 선택" switches to the search
 * filter, which stays selected while paging and ends when the search changes or a row is unticked.
 */
export function useBulkSelection(options: {
  items: readonly ProductSummary[];
  chosen: readonly string[];
  search: ProductSearchBody;
  total: number;
  capped: boolean;
}): BulkSelection {
  const { items, chosen, search, total, capped } = options;
  const [all, setAll] = useState(false);
  const filter = useMemo(() => filterOf(search), [search]);
  const filterKey = JSON.stringify(filter);
  useEffect(() => setAll(false), [filterKey]);
  const selectAll = useCallback(() => setAll(true), []);
  const clearAll = useCallback(() => setAll(false), []);
  const shown = useMemo(
    () => (all ? new Set(items.map((item) => item.id)) : new Set(chosen)),
    [all, items, chosen],
  );
  if (all) {
    return { all, selection: { filter }, count: total, capped, shown, selectAll, clearAll };
  }
  return {
    all,
    selection: chosen.length > 0 ? { ids: [...chosen] } : null,
    count: chosen.length,
    capped: false,
    shown,
    selectAll,
    clearAll,
  };
}
