import type { DatabaseHandle } from './client';

/**
 * Planner statistics. PGlite has no autovacuum, so without this its planner never learns how big a table
 * is (it guesses a few rows and picks the wrong index: the catalogue at 100,000 products took 263 ms a
 * page before one ANALYZE and 5 ms after). PostgreSQL has autovacuum, but a bulk write can outrun it.
 *
 * A table is stale when it was never analysed or its size moved more than 10 % (and 8 pages) from what
 * the last ANALYZE/VACUUM recorded in `pg_class.relpages`: bulk inserts, reprices and deletions all grow
 * the heap, and the check itself is one catalogue query. Both get VACUUM (ANALYZE): besides statistics
 * it sets the visibility map, which the list's index-only counts need. PGlite has no autovacuum at all,
 * and on PostgreSQL a bulk write outruns it: right after 110,000 rows were loaded the planner counted a
 * site filter's 10,000 products with a sequential scan (74 ms), and with index-only scans after one
 * VACUUM (3.5 ms, no heap fetches).
 */
export async function refreshPlannerStatistics(
  database: DatabaseHandle,
  options: { all?: boolean } = {},
): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, c.relpages as recorded,
            c.reltuples as tuples, pg_relation_size(c.oid) / current_setting('block_size')::int as pages
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    [],
  );
  const stale = (rows as { name: string; recorded: number; tuples: number; pages: number | string }[])
    .filter((table) => {
      const pages = Number(table.pages);
      if (options.all) {
        return true;
      }
      if (table.tuples < 0) {
        return pages > 0;
      }
      return Math.abs(pages - table.recorded) > Math.max(8, table.recorded * 0.1);
    })
    .map((table) => table.name);
  for (const table of stale) {
    // VACUUM cannot run inside a transaction block: one plain statement each.
    await database.executeSql(`VACUUM (ANALYZE) ${table}`);
  }
  return stale;
}
