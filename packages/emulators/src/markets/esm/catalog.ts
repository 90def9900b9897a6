import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { categoriesDirectory, type CategorySource } from '../shared/category-data';

/**
 * ESM categories (20-digit codes, four digits per level) with their G마켓/옥션 site categories: from the
 * ESM+ category list snapshot (`esm/esm_category_list.derived.csv`) when present, else a small tree.
 */

export type EsmCategory = {
  code: string;
  name: string;
  parent: string;
  leaf: boolean;
  gmkt: string[];
  iac: string[];
};

const BUILTIN: readonly [string, string, string, string][] = [
  ['패션의류>여성의류>원피스', '00010001000100000000', '100000001', '01010100'],
  ['패션의류>여성의류>티셔츠', '00010001000200000000', '100000002', '01010200'],
  ['생활>주방>텀블러', '00030001000100000000', '300000001', '03010100'],
];

function parentOf(code: string): string {
  const segments = code.match(/\d{4}/g) ?? [];
  const last = segments.map((segment) => segment !== '0000').lastIndexOf(true);
  return last <= 0 ? '0' : segments.map((segment, index) => (index < last ? segment : '0000')).join('');
}

export class EsmCatalog {
  readonly byCode = new Map<string, EsmCategory>();

  constructor(source: CategorySource) {
    const directory = categoriesDirectory(source);
    const file = directory ? path.join(directory, 'esm/esm_category_list.derived.csv') : null;
    const rows: [string, string, string, string, string][] = [];
    if (file && existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const cells = line.split(',');
        if (cells.length === 5 && /^\d{20}$/.test(cells[3] ?? '')) {
          rows.push(cells as [string, string, string, string, string]);
        }
      }
    }
    if (rows.length > 0) {
      for (const [esmPath, , site, code, siteCode] of rows) {
        this.add(
          esmPath,
          code,
          site.startsWith('G') ? siteCode : null,
          site.startsWith('A') ? siteCode : null,
        );
      }
    } else {
      for (const [esmPath, code, gmkt, iac] of BUILTIN) {
        this.add(esmPath, code, gmkt, iac);
      }
    }
    for (const category of this.byCode.values()) {
      const parent = this.byCode.get(category.parent);
      if (parent) {
        parent.leaf = false;
      }
    }
  }

  private add(esmPath: string, code: string, gmkt: string | null, iac: string | null): void {
    const names = esmPath.split('>');
    let at = code;
    for (let depth = names.length - 1; depth >= 0 && at !== '0'; depth -= 1) {
      const existing = this.byCode.get(at);
      if (!existing) {
        this.byCode.set(at, {
          code: at,
          name: names[depth] ?? at,
          parent: parentOf(at),
          leaf: at === code,
          gmkt: [],
          iac: [],
        });
      }
      at = parentOf(at);
    }
    const category = this.byCode.get(code);
    if (category) {
      if (gmkt && !category.gmkt.includes(gmkt)) {
        category.gmkt.push(gmkt);
      }
      if (iac && !category.iac.includes(iac)) {
        category.iac.push(iac);
      }
    }
  }

  children(code: string): EsmCategory[] {
    return [...this.byCode.values()].filter((category) => category.parent === code);
  }
}
