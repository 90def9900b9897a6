import { isMarketError } from './errors';
import type { MarketAdapter, MarketCategory } from './port';

/**
 * Category suggestion across markets: a SmartStore category (its name path) and the product's name
 * suggest the target market's leaf categories, ranked; the seller confirms one. Name-path similarity
 * works for every market; where a market has its own recommendation API (Coupang's category predict),
 * the adapter's `recommendCategories` adds its picks on top.
 */

export type CategorySource = {
  /** The source category's names from the root down ('패션의류', '여성의류', '원피스'). */
  path: readonly string[];
  /** The product's name, when one product is being mapped. */
  productName?: string;
};

export type CategorySuggestion = {
  category: MarketCategory;
  /** 0…1: how close the target is to the source. */
  score: number;
  /** `market`: the market's own recommendation API picked it; `similarity`: Sellerdesk's name-path match. */
  from: 'market' | 'similarity';
};

const SEPARATORS = /[\s>/·,()[\]&+|-]+/u;

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFC');
}

/** Character bigrams of each word (a one-letter word counts as itself): Korean compounds share them. */
function bigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalise(text).split(SEPARATORS)) {
    const letters = [...word];
    if (letters.length === 1) {
      grams.add(word);
    }
    for (let index = 0; index + 1 < letters.length; index += 1) {
      grams.add(`${letters[index]}${letters[index + 1]}`);
    }
  }
  grams.delete('');
  return grams;
}

/** Sørensen–Dice similarity of two bigram sets. */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) {
    return 0;
  }
  let shared = 0;
  for (const gram of a) {
    if (b.has(gram)) {
      shared += 1;
    }
  }
  return (2 * shared) / (a.size + b.size);
}

function wordsOf(text: string): string[] {
  return normalise(text)
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}

/** Share of `words` found in the (normalised) text: a leaf '원피스' in '여름 린넨 원피스' scores 1. */
function wordsFound(words: readonly string[], text: string): number {
  if (words.length === 0) {
    return 0;
  }
  let found = 0;
  for (const word of words) {
    if (text.includes(word)) {
      found += 1;
    }
  }
  return found / words.length;
}

/** Share of the source's bigrams the target has: long target paths are not penalised for their length. */
function coverage(source: ReadonlySet<string>, target: ReadonlySet<string>): number {
  if (source.size === 0) {
    return 0;
  }
  let shared = 0;
  for (const gram of source) {
    if (target.has(gram)) {
      shared += 1;
    }
  }
  return shared / source.size;
}

type Prepared = {
  category: MarketCategory;
  /** The leaf's name normalised, and its words. */
  name: string;
  words: string[];
  leaf: Set<string>;
  path: Set<string>;
  parents: Set<string>;
};

/** Bigrams of a market's leaves, built once per tree (trees of 16,000 leaves are scored in one pass). */
const PREPARED = new WeakMap<readonly MarketCategory[], Prepared[]>();

function prepare(targets: readonly MarketCategory[]): Prepared[] {
  let prepared = PREPARED.get(targets);
  if (!prepared) {
    prepared = targets
      .filter((category) => category.isLeaf)
      .map((category) => ({
        category,
        name: normalise(category.name),
        words: wordsOf(category.name),
        leaf: bigrams(category.name),
        path: bigrams(category.path.join(' ')),
        parents: bigrams(category.path.slice(0, -1).join(' ')),
      }));
    PREPARED.set(targets, prepared);
  }
  return prepared;
}

/**
 * The target market's leaves closest to the source, best first: the leaf names compared (most weight),
 * then how much of the source path the target's path covers, then the upper levels, plus the product
 * name when one is given.
 */
export function suggestCategories(
  source: CategorySource,
  targets: readonly MarketCategory[],
  options: { limit?: number } = {},
): CategorySuggestion[] {
  const limit = options.limit ?? 5;
  const leafName = source.path.at(-1) ?? '';
  const leaf = bigrams(leafName);
  const path = bigrams(source.path.join(' '));
  const parents = bigrams(source.path.slice(0, -1).join(' '));
  const leafText = normalise(leafName);
  const leafWords = wordsOf(leafName);
  const name = normalise(source.productName?.trim() ?? '');
  const scored: CategorySuggestion[] = [];
  for (const target of prepare(targets)) {
    // The leaves compared as bigrams, or one's words contained in the other ('원피스' ⊂ '여성 미니원피스').
    const leafScore = Math.max(
      dice(leaf, target.leaf),
      wordsFound(leafWords, target.name),
      wordsFound(target.words, leafText),
    );
    const pathScore = 0.6 * coverage(path, target.path) + 0.4 * dice(path, target.path);
    const parentScore = coverage(parents, target.parents);
    const nameScore = name ? wordsFound(target.words, name) : 0;
    const score = name
      ? 0.4 * leafScore + 0.3 * pathScore + 0.1 * parentScore + 0.2 * nameScore
      : 0.5 * leafScore + 0.35 * pathScore + 0.15 * parentScore;
    if (score > 0) {
      scored.push({ category: target.category, score: Math.round(score * 1000) / 1000, from: 'similarity' });
    }
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.category.path.length - b.category.path.length ||
      a.category.id.localeCompare(b.category.id),
  );
  return scored.slice(0, limit);
}

/**
 * Suggestions for one market account: its own recommendation first where it has that API (picks
 * already among the similar ones are merged), then name-path similarity over its category tree. A
 * failing recommendation API leaves the similarity ranking, with the failure reported next to it.
 */
export async function suggestMarketCategories(
  adapter: Pick<MarketAdapter, 'allCategories' | 'recommendCategories'>,
  source: CategorySource,
  options: { limit?: number } = {},
): Promise<{ suggestions: CategorySuggestion[]; recommendationError: string | null }> {
  const limit = options.limit ?? 5;
  const tree = await adapter.allCategories();
  const similar = suggestCategories(source, tree, { limit });
  let recommended: MarketCategory[] = [];
  let recommendationError: string | null = null;
  if (adapter.recommendCategories && source.productName?.trim()) {
    try {
      recommended = await adapter.recommendCategories(source.productName, source.path);
    } catch (error) {
      if (!isMarketError(error)) {
        throw error;
      }
      recommendationError = error.message;
    }
  }
  const fromMarket = recommended
    .filter((category) => category.isLeaf)
    .map((category) => ({
      category,
      score: Math.max(0.9, similar.find((entry) => entry.category.id === category.id)?.score ?? 0),
      from: 'market' as const,
    }));
  const picked = new Set(fromMarket.map((entry) => entry.category.id));
  return {
    suggestions: [...fromMarket, ...similar.filter((entry) => !picked.has(entry.category.id))].slice(
      0,
      limit,
    ),
    recommendationError,
  };
}
