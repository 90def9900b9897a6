import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarketCategory } from '../src/port';

/**
 * Readers of the shared category snapshots (`MARKET_CATEGORIES_DIR` or `<repo>/../shared/data/categories`,
 * never copied into the repository) as market trees, for the suggestion tests and benchmark.
 */

/** The snapshots beside the repository (never copied into it); the snapshot tests skip without them. */
export const SNAPSHOTS = [
  process.env.MARKET_CATEGORIES_DIR,
  fileURLToPath(new URL('../../../../shared/data/categories', import.meta.url)),
].find((dir): dir is string => !!dir && existsSync(dir));

export const leaf = (id: string, names: string[]): MarketCategory => ({
  id,
  name: names.at(-1)!,
  path: names,
  parentId: null,
  isLeaf: true,
});

export function elevenstTree(dir: string): MarketCategory[] {
  type Row = Record<`${'large' | 'middle' | 'small'}_category_${'no' | 'name'}`, string>;
  const rows = Object.values(
    JSON.parse(readFileSync(path.join(dir, '11st/11st_category.json'), 'utf8')) as Record<string, Row>,
  );
  return rows.map((row) =>
    leaf(row.small_category_no, [row.large_category_name, row.middle_category_name, row.small_category_name]),
  );
}

function csvRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index += 1) {
        const char = line[index]!;
        if (char === '"' && quoted && line[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else if (char === '"') {
          quoted = !quoted;
        } else if (char === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else {
          cell += char;
        }
      }
      cells.push(cell);
      return cells;
    });
}

/** ESM categories (20-digit codes) with their paths; a name that prefixes another is not a leaf. */
export function esmTree(dir: string): MarketCategory[] {
  const [, ...rows] = csvRows(readFileSync(path.join(dir, 'esm/esm_category_list.derived.csv'), 'utf8'));
  const byCode = new Map(rows.map(([name = '', , , code = '']) => [code, name]));
  const names = new Set(byCode.values());
  const inner = new Set(
    [...names].filter((name) => [...names].some((other) => other.startsWith(`${name}>`))),
  );
  return [...byCode]
    .filter(([, name]) => !inner.has(name))
    .map(([code, name]) => leaf(code, name.split('>')));
}

export function coupangTree(dir: string): MarketCategory[] {
  const rows = JSON.parse(readFileSync(path.join(dir, 'coupang/wing_categories.json'), 'utf8')) as {
    code: string;
    path: string;
  }[];
  return rows.map((row) => leaf(row.code, row.path.split('>').slice(1)));
}

/** SmartStore category paths by id. */
export function naverPaths(dir: string): Map<string, string[]> {
  const rows = JSON.parse(readFileSync(path.join(dir, 'naver/naver_categories.json'), 'utf8')) as {
    id: string;
    wholeCategoryName: string;
    last: boolean;
  }[];
  return new Map(rows.filter((row) => row.last).map((row) => [row.id, row.wholeCategoryName.split('>')]));
}
