import { performance } from 'node:perf_hooks';
import { suggestCategories } from '../src/category-suggest';
import { coupangTree, elevenstTree, esmTree, naverPaths, SNAPSHOTS } from '../test/category-snapshots';
import type { BenchResult } from './report';

/**
 * Category suggestion while the seller maps categories: one SmartStore category against a whole market
 * tree (Coupang's 16,000 leaves is the largest) answers within 100 ms at the 95th percentile.
 */
const BUDGET_P95_MS = 100;

export function benchSuggest(samples = 300): BenchResult {
  if (!SNAPSHOTS) {
    return {
      name: 'category suggestion',
      passed: true,
      figures: ['skipped: no category snapshots (set MARKET_CATEGORIES_DIR)'],
    };
  }
  const trees = { '11st': elevenstTree(SNAPSHOTS), ESM: esmTree(SNAPSHOTS), Coupang: coupangTree(SNAPSHOTS) };
  const all = [...naverPaths(SNAPSHOTS).values()];
  const sources = Array.from(
    { length: samples },
    (_, index) => all[Math.floor((index * all.length) / samples)]!,
  );
  const figures: string[] = [];
  let passed = true;
  for (const [market, tree] of Object.entries(trees)) {
    suggestCategories({ path: sources[0]! }, tree); // builds the tree's bigrams once, as a cached tree would
    const times = sources.map((path) => {
      const started = performance.now();
      suggestCategories({ path }, tree);
      return performance.now() - started;
    });
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length * 0.5)]!;
    const p95 = times[Math.floor(times.length * 0.95)]!;
    passed &&= p95 <= BUDGET_P95_MS;
    figures.push(
      `${market} (${tree.length.toLocaleString('en')} categories): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET_P95_MS} ms)`,
    );
  }
  return { name: `category suggestion, ${samples} SmartStore categories per market`, passed, figures };
}
