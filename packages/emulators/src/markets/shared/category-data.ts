import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The marketplaces' full category snapshots live beside the repository, in `<repo>/../shared/data/categories`
 * (never copied into it). `MARKET_CATEGORIES_DIR` points elsewhere; without either the emulators serve
 * their small built-in trees.
 */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type CategorySource = 'auto' | 'builtin';

export function categoriesDirectory(source: CategorySource): string | null {
  if (source === 'builtin') {
    return null;
  }
  const candidates = [
    process.env.MARKET_CATEGORIES_DIR,
    path.resolve(REPOSITORY_ROOT, '../shared/data/categories'),
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;
}

/** A JSON file of the snapshot directory, or null when it is not there or unreadable. */
export function readSnapshot(directory: string | null, file: string): unknown {
  if (!directory) {
    return null;
  }
  const full = path.join(directory, file);
  if (!existsSync(full)) {
    return null;
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
