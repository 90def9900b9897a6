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

/** Spellings markets use for one word, read as one ('런닝화' is 11번가's '러닝화'). */
const SPELLINGS: readonly [RegExp, string][] = [
  [/런닝/gu, '러닝'],
  [/악세사리|악세서리|액세사리/gu, '액세서리'],
  [/핸드폰|스마트폰/gu, '휴대폰'],
];

function normalise(text: string): string {
  let normalised = text.toLowerCase().normalize('NFC');
  for (const [spelling, word] of SPELLINGS) {
    normalised = normalised.replace(spelling, word);
  }
  return normalised;
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

type Level = { name: string; words: string[]; grams: Set<string> };

type Prepared = {
  category: MarketCategory;
  /** The leaf's name normalised, and its words. */
  name: string;
  words: string[];
  leaf: Set<string>;
  path: Set<string>;
  parents: Set<string>;
  /** Every level of the path, root first. */
  levels: Level[];
};

function levelOf(name: string): Level {
  return { name: normalise(name), words: wordsOf(name), grams: bigrams(name) };
}

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
        levels: category.path.map(levelOf),
      }));
    PREPARED.set(targets, prepared);
  }
  return prepared;
}

/** Names that say nothing of what a product is: a target level named only so never "contains" a source. */
const VAGUE_WORDS = new Set(['기타', '기타용품', '용품', '소품', '일반', '세트', '액세서리', '잡화']);

function isVague(level: Level): boolean {
  return level.words.every((word) => VAGUE_WORDS.has(word));
}

/**
 * Share of a target level's words the source names, a word the source ends a word with (its head:
 * 케이스 in 휴대폰케이스) counting whole and one it only contains (휴대폰 in 휴대폰케이스) less.
 */
function headsFound(target: Level, source: Level): number {
  if (target.words.length === 0 || isVague(target)) {
    return 0;
  }
  let found = 0;
  for (const word of target.words) {
    if (source.words.some((sourceWord) => sourceWord.endsWith(word))) {
      found += 1;
    } else if (source.name.includes(word)) {
      found += 0.4;
    }
  }
  return found / target.words.length;
}

/** How much a target level names what the source leaf names: bigrams, or one's words inside the other. */
function likeness(source: Level, target: Level): number {
  return Math.max(
    dice(source.grams, target.grams),
    wordsFound(source.words, target.name),
    headsFound(target, source),
  );
}

/** How deep below the leaf an anchor may sit (markets that file case types under 케이스 go one deeper). */
const ANCHOR_DEPTH = 2;
/** The source's parent matched instead of its leaf counts this much. */
const PARENT_ANCHOR = 0.9;
/** A source leaf matched above the target leaf counts a little less per level. */
const ANCHOR_DISCOUNT = 0.85;
/** Weights of the target's levels above its anchor by distance from its leaf; further ones count the last. */
const CONTEXT_WEIGHTS = [1, 0.75, 0.5, 0.25, 0.1];

/**
 * Where in the target's path the source leaf is named (its anchor: the leaf, or a level just above it
 * when the market files kinds under it, e.g. 케이스 > BAR형), and how well.
 */
function anchorOf(
  sourceLeaf: Level,
  sourceParent: Level | null,
  target: Prepared,
): { index: number; score: number } {
  let best = { index: target.levels.length - 1, score: 0 };
  const last = target.levels.length - 1;
  for (let index = last; index >= Math.max(0, last - ANCHOR_DEPTH); index -= 1) {
    const level = target.levels[index] as Level;
    // The source's parent named there counts too, a little less ('휴대폰케이스 > 아이폰 케이스' is a
    // 휴대폰케이스 where a market has no 아이폰 케이스).
    const named = Math.max(
      likeness(sourceLeaf, level),
      sourceParent ? PARENT_ANCHOR * likeness(sourceParent, level) : 0,
    );
    const score = named * ANCHOR_DISCOUNT ** (last - index);
    if (score > best.score) {
      best = { index, score };
    }
  }
  return best;
}

/**
 * How much of the source's near context (the two levels above its leaf: 휴대폰액세서리 > 휴대폰케이스) is
 * named close above the target's anchor: 휴대폰용 액세서리 > 케이스/보호필름 > 케이스 is a phone case,
 * 휴대폰/태블릿PC > 스마트워치/밴드 > 액세서리 > 케이스 a watch case, although both paths hold every word.
 */
function contextScore(context: ReadonlySet<string>, target: Prepared, anchor: number): number {
  if (context.size === 0) {
    return 0;
  }
  const last = target.levels.length - 1;
  let total = 0;
  for (const gram of context) {
    for (let index = anchor - 1; index >= 0; index -= 1) {
      const level = target.levels[index] as Level;
      // A level named only 액세서리 or 기타 says nothing of what is filed under it.
      if (!isVague(level) && level.grams.has(gram)) {
        total += CONTEXT_WEIGHTS[Math.min(last - 1 - index, CONTEXT_WEIGHTS.length - 1)] as number;
        break;
      }
    }
  }
  return total / context.size;
}

/**
 * The target market's leaves closest to the source, best first: where the target's path names the
 * source leaf (most weight), how closely above that the source's near context is named, how much of the
 * source path the target's path covers, the upper levels, plus the product name when one is given. The
 * score is the confidence the screens show (0…1); below `LOW_CONFIDENCE` a suggestion is only a lead.
 */
export function suggestCategories(
  source: CategorySource,
  targets: readonly MarketCategory[],
  options: { limit?: number } = {},
): CategorySuggestion[] {
  const limit = options.limit ?? 5;
  const sourceLeaf = levelOf(source.path.at(-1) ?? '');
  const sourceParent = source.path.length > 1 ? levelOf(source.path.at(-2) ?? '') : null;
  const path = bigrams(source.path.join(' '));
  const parents = bigrams(source.path.slice(0, -1).join(' '));
  const context = bigrams(source.path.slice(-3, -1).join(' '));
  const name = normalise(source.productName?.trim() ?? '');
  const nameGrams = bigrams(name);
  const scored: CategorySuggestion[] = [];
  for (const target of prepare(targets)) {
    const anchor = anchorOf(sourceLeaf, sourceParent, target);
    const nearScore = contextScore(context, target, anchor.index);
    const pathScore = 0.6 * coverage(path, target.path) + 0.4 * dice(path, target.path);
    const parentScore = coverage(parents, target.parents);
    const anchorLevel = target.levels[anchor.index] as Level;
    const nameScore = name ? Math.max(dice(anchorLevel.grams, nameGrams), dice(target.leaf, nameGrams)) : 0;
    const score = name
      ? 0.35 * anchor.score + 0.2 * nearScore + 0.2 * pathScore + 0.05 * parentScore + 0.2 * nameScore
      : 0.4 * anchor.score + 0.25 * nearScore + 0.25 * pathScore + 0.1 * parentScore;
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
  // The market's pick leads, but its confidence is the path's own: a pick that names nothing of the
  // source (a phone case predicted as 기타건강액세서리) shows as low as it is.
  const fromMarket = recommended
    .filter((category) => category.isLeaf)
    .map((category) => ({
      category,
      score:
        similar.find((entry) => entry.category.id === category.id)?.score ??
        suggestCategories(source, [category], { limit: 1 })[0]?.score ??
        0,
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
